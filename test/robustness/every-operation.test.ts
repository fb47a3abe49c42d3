// What a careless or hostile client can send to every operation of the spec (read from the
// generated operation table, not listed by hand): malformed and wrongly typed bodies, deeply
// nested and oversized ones, wrong content types, odd path parameters and headers. Each gets a 4xx
// in the spec's error shape (the typed client checks every answer against the spec and fails the
// test on any mismatch), never a 5xx, and the process keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

const withBody = OPERATION_IDS.filter((id) => OPERATIONS[id].bodyContentTypes.length > 0);
const withPathParameters = OPERATION_IDS.filter((id) => OPERATIONS[id].path.includes('{'));
const JSON_TYPE = { 'content-type': 'application/json' };
/** The operation's own body type (a multipart one with a boundary), so a size check is reached rather than a 415. */
const ownBodyType = (id: OperationId) => {
  const [first] = OPERATIONS[id].bodyContentTypes;
  return OPERATIONS[id].bodyContentTypes.includes('application/json') ? JSON_TYPE : { 'content-type': `${first}; boundary=robustness` };
};

/** Path parameters filled with one value each. */
function pathOf(id: OperationId, value: string): Record<string, string> {
  return Object.fromEntries([...OPERATIONS[id].path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1]!, value]));
}

describe('Robustness: every operation refuses what it cannot take with a 4xx in the spec shape', () => {
  let inference: InferenceApp;
  const call = (id: OperationId, options: Parameters<InferenceApp['service']['call']>[1]) =>
    inference.service.call(id, { key: inference.service.adminKey, path: pathOf(id, 'x') as never, ...options });
  const expectRefused = (status: number, what: string) => {
    expect(status, what).toBeGreaterThanOrEqual(400);
    expect(status, what).toBeLessThan(500);
  };

  beforeAll(async () => {
    inference = await startInferenceApp();
  });
  afterAll(() => inference?.close());

  it.each(withBody)('%s: malformed JSON, wrong JSON types and a wrong content type', async (id) => {
    for (const rawBody of ['{', '{"a":', 'nul', '\u0000', '{"a":1}}', '[1,2', '"\\ud800"x']) {
      expectRefused((await call(id, { rawBody, headers: JSON_TYPE })).status, `${id} ${JSON.stringify(rawBody)}`);
    }
    for (const rawBody of ['[]', '"text"', '42', 'true', 'null', '{"model":{"$ne":1},"messages":"x","input":7,"amount":"lots"}']) {
      expectRefused((await call(id, { rawBody, headers: JSON_TYPE })).status, `${id} ${rawBody}`);
    }
    expectRefused((await call(id, { rawBody: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status, `${id} form body`);
    expectRefused((await call(id, { rawBody: '<a/>', headers: { 'content-type': 'text/xml' } })).status, `${id} xml body`);
  });

  it.each(withBody)('%s: a 1,000-level body and one past its size limit', async (id) => {
    const deep = `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`;
    const nested = await call(id, { rawBody: deep, headers: JSON_TYPE });
    expectRefused(nested.status, `${id} nested`);
    const oversized = await call(id, { rawBody: `{"a":"${'x'.repeat(OPERATIONS[id].maxBodyBytes)}"}`, headers: ownBodyType(id) });
    expect(oversized.status, `${id} oversized`).toBe(413);
  });

  it.each(withPathParameters)('%s: odd path parameters', async (id) => {
    // (Not '.' or '..': URL resolution turns those into another path before anything is sent.)
    for (const value of ['a..b', '%', '\u00e9\u0301', 'a'.repeat(5000), '0x', "'; drop table accounts; --", '-1', '1e309']) {
      expectRefused(
        (
          await call(id, {
            path: pathOf(id, value) as never,
            rawBody: withBody.includes(id) ? '{}' : undefined,
            headers: withBody.includes(id) ? JSON_TYPE : {},
          })
        ).status,
        `${id} ${value.slice(0, 20)}`,
      );
    }
  });

  it.each(OPERATION_IDS)('%s: odd headers and query strings', async (id) => {
    const attempts = [
      { headers: { authorization: 'Bearer ' }, key: undefined },
      { headers: { authorization: `Bearer ${'A'.repeat(4000)}` }, key: undefined },
      { headers: { authorization: 'Basic dXNlcjpwYXNz' }, key: undefined },
      { headers: { 'sign-in-with-x': 'not base64 at all {' }, key: undefined },
      { headers: { 'sign-in-with-x': Buffer.from('{"address":[],"message":{}}').toString('base64') }, key: undefined },
      { headers: { 'x-service-billing': 'nonsense', accept: '*/*;q=garbage' } },
    ];
    for (const attempt of attempts) {
      const response = await call(id, {
        ...attempt,
        query: { limit: '-1', cursor: '\u0000', startDate: '2026-02-30', lookback: '99999d' },
        rawBody: withBody.includes(id) ? '{' : undefined,
        headers: { ...(withBody.includes(id) ? JSON_TYPE : {}), ...attempt.headers },
      } as never);
      expect(response.status, `${id} ${JSON.stringify(attempt.headers).slice(0, 60)}`).toBeLessThan(500);
    }
  });

  it('keeps answering GET /models afterwards', async () => {
    const response = await inference.service.call('listModels', {});
    expect(response.status).toBe(200);
  });
});
