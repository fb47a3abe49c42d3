// Stored responses on PostgreSQL, shared by two replicas: a response made on one is read, continued
// from and deleted on the other, because the row is written before the answer ends (decision 0046).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { creditTestAccount } from '../support/credit.js';
import { reply, startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { parseFrames } from '../support/event-stream.js';
import { INFERENCE_FIXTURE, STARTING_CREDIT_USD } from '../support/inference-app.js';
import { createDatabase } from '../support/postgres-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('Stored responses across replicas on PostgreSQL', () => {
  let upstream: FakeUpstream;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const databaseUrl = await createDatabase(postgresUrl, `responses_replicas_${process.pid}_${Date.now()}`);
    const environment = { FIXTURE_UPSTREAM_URL: upstream.url };
    first = await startTestApp({ configDir: INFERENCE_FIXTURE, databaseUrl, environment });
    second = await startTestApp({ configDir: INFERENCE_FIXTURE, databaseUrl, environment, replica: true });
    await creditTestAccount(first, STARTING_CREDIT_USD);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await upstream?.close();
  });

  it('GET /responses/{id} returns 200 on the other replica, previous_response_id continues there, and DELETE there removes it for both', async () => {
    upstream.script(reply({ content: 'Hello Zorblax!' }));
    const made = await first.call('createResponse', { key: first.adminKey, body: { model: 'chat-basic', input: 'My name is Zorblax.' } });
    const { id } = made.body as { id: string };
    const read = await second.call('getResponse', { key: first.adminKey, path: { id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);

    const streamed = await second.call('createResponse', {
      key: first.adminKey,
      body: { model: 'chat-basic', previous_response_id: id, input: 'What is my name?', stream: true },
    });
    expect(JSON.stringify(upstream.requests.at(-1)!.body.messages)).toContain('Hello Zorblax!');
    const continued = parseFrames(streamed.text).at(-2)!.data.response as { id: string };
    expect((await first.call('getResponse', { key: first.adminKey, path: { id: continued.id } })).status).toBe(200);

    expect((await second.call('deleteResponse', { key: first.adminKey, path: { id } })).status).toBe(200);
    expect((await first.call('getResponse', { key: first.adminKey, path: { id } })).status).toBe(404);
  });
});
