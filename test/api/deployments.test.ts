// Models served by several deployments: three loopback upstreams behind each pooled model of a
// variant of the inference fixture (written here), balanced, cooled down and failed over.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PROJECT_ROOT } from '../../src/app.js';
import { dropMidStream, hang, heldUntil, malformedJson, startFakeUpstream, status, type FakeUpstream } from '../support/fake-upstream.js';
import { gate } from '../support/gate.js';
import { INFERENCE_FIXTURE, startInferenceApp, type InferenceApp } from '../support/inference-app.js';

const NAMES = ['a', 'b', 'c'] as const;
type Name = (typeof NAMES)[number];
const COOLDOWN_MS = 400;

/** The fixture with pooled models on the upstreams DEPLOY_A_URL, DEPLOY_B_URL and DEPLOY_C_URL. */
function deploymentsFixture(): string {
  const directory = join(PROJECT_ROOT, '.test-data', `fixture-deployments-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
  cpSync(join(PROJECT_ROOT, 'test', 'fixtures', 'rate-limits', 'generous.yaml'), join(directory, 'rate-limits.yaml'));
  const file = join(directory, 'models.yaml');
  const catalog = parse(readFileSync(file, 'utf8')) as { models: Record<string, unknown>[] };
  const template = catalog.models.find((model) => model.id === 'chat-basic')!;
  const pooled = (id: string, strategy: string, weights: number[] = [1, 1, 1]) => {
    const { route: _route, ...rest } = template;
    return {
      ...rest,
      id,
      routing: { strategy },
      deployments: NAMES.map((name, index) => ({
        id: name,
        weight: weights[index],
        route: { engine: 'openai-compatible', baseUrl: `\${DEPLOY_${name.toUpperCase()}_URL}`, upstreamModel: `${id}-${name}`, idleTimeoutMs: 5000 },
      })),
    };
  };
  const dead = {
    ...pooled('pooled-dead', 'least-busy'),
    deployments: ['9', '1'].map((port) => ({ id: `closed-${port}`, route: { engine: 'openai-compatible', baseUrl: `http://127.0.0.1:${port}/v1` } })),
  };
  const { route: _route, ...single } = template;
  catalog.models.push(
    // one server each: an upstream whose URL carries credentials, a GGUF that is not there, an upstream URL left unset
    { ...single, id: 'single-secret', route: { engine: 'openai-compatible', baseUrl: `\${SECRET_UPSTREAM_URL}`, apiKey: 'sk-route-secret' } },
    { ...single, id: 'single-missing', route: { engine: 'llama-cpp', file: 'models/not-downloaded.gguf' } },
    { ...single, id: 'single-unset', route: { engine: 'openai-compatible', baseUrl: `\${UNSET_UPSTREAM_URL:-}` } },
    pooled('pooled-weighted', 'weighted', [4, 1, 1]),
    pooled('pooled-busy', 'least-busy'),
    pooled('pooled-failover', 'least-busy'),
    pooled('pooled-limited', 'least-busy'),
    dead,
  );
  writeFileSync(file, stringify(catalog));
  return directory;
}

describe('Deployments', () => {
  let app: InferenceApp;
  const upstreams = {} as Record<Name, FakeUpstream>;
  const ports = {} as Record<Name, number>;
  const accessLog: Record<string, unknown>[] = [];
  const logger = {
    error: console.error,
    warn: () => undefined,
    info: (message: string, details?: unknown) => void (message === 'request' && accessLog.push(details as Record<string, unknown>)),
  };

  beforeAll(async () => {
    for (const name of NAMES) {
      upstreams[name] = await startFakeUpstream();
      ports[name] = Number(new URL(upstreams[name].url).port);
    }
    app = await startInferenceApp(
      {
        DEPLOY_A_URL: upstreams.a.url,
        DEPLOY_B_URL: upstreams.b.url,
        DEPLOY_C_URL: upstreams.c.url,
        SECRET_UPSTREAM_URL: 'http://operator:hunter2@127.0.0.1:9/v1?api_key=sk-url-secret',
        DEPLOYMENT_FAILURES: '2',
        DEPLOYMENT_COOLDOWN_MS: String(COOLDOWN_MS),
      },
      { configDir: deploymentsFixture(), logger },
    );
  });

  afterAll(async () => {
    await app?.close();
    for (const name of NAMES) await upstreams[name]?.close();
  });

  const chat = (model: string, extra: Record<string, unknown> = {}) =>
    app.service.call('createChatCompletion', { key: app.key, body: { model, messages: [{ role: 'user', content: 'hello' }], ...extra } });

  /** Sends `total` requests, `concurrency` at a time; the answers in order of sending. */
  async function load(model: string, total: number, concurrency: number, during?: (sent: number) => Promise<void>) {
    const answers: Awaited<ReturnType<typeof chat>>[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        const index = sent++;
        if (during) await during(index);
        answers[index] = await chat(model);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return answers;
  }

  const servedBy = (model: string, name: Name) => upstreams[name].requests.filter((request) => request.body?.model === `${model}-${name}`).length;
  const states = async () => {
    const response = await app.service.call('listModelDeployments', { key: app.service.adminKey });
    expect(response.status).toBe(200);
    return response.body as {
      data: { model: string; strategy: string; deployments: { id: string; health: string; inFlight: number; cooldownUntil: string | null }[] }[];
    };
  };
  const stateOf = async (model: string, id: Name) =>
    (await states()).data.find((entry) => entry.model === model)!.deployments.find((entry) => entry.id === id)!;

  it('POST /chat/completions spreads a weighted model by weight and names the deployment in x-service-deployment', async () => {
    const answers = await load('pooled-weighted', 240, 6);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const byHeader = { a: 0, b: 0, c: 0 };
    for (const answer of answers) byHeader[answer.headers.get('x-service-deployment') as Name] += 1;
    expect(byHeader).toEqual({ a: servedBy('pooled-weighted', 'a'), b: servedBy('pooled-weighted', 'b'), c: servedBy('pooled-weighted', 'c') });
    // Weights 4, 1 and 1 of 240: 160, 40 and 40 expected. Each bound is more than five standard
    // deviations below (7.3 for a, 5.8 for b and c), so chance fails it under once in a million runs.
    expect(byHeader.a).toBeGreaterThanOrEqual(120);
    expect(byHeader.b).toBeGreaterThanOrEqual(10);
    expect(byHeader.c).toBeGreaterThanOrEqual(10);
    const logged = accessLog.filter((line) => line.operationId === 'createChatCompletion').map((line) => line.deployment);
    expect(logged.filter((deployment) => deployment === 'a')).toHaveLength(byHeader.a);
    const metrics = await app.service.call('getMetrics');
    expect(metrics.text).toMatch(new RegExp(`^service_deployment_requests_total\\{model="pooled-weighted",deployment="a"\\} ${byHeader.a}$`, 'm'));
  });

  it('POST /chat/completions sends each request to the deployment with the fewest in flight under least-busy', async () => {
    for (const name of NAMES) upstreams[name].reset();
    const inFlight = async () => {
      const model = (await states()).data.find((entry) => entry.model === 'pooled-busy')!;
      return Object.fromEntries(model.deployments.map((entry) => [entry.id, entry.inFlight]));
    };
    // Every deployment holds what it is sent until the test lets it go: the counts in flight are
    // the test's, not the machine's speed.
    const holdA = gate();
    const holdOthers = gate();
    upstreams.a.script(...Array.from({ length: 2 }, () => heldUntil(holdA)));
    for (const name of ['b', 'c'] as const) upstreams[name].script(...Array.from({ length: 2 }, () => heldUntil(holdOthers)));
    const received = () => NAMES.reduce((sum, name) => sum + upstreams[name].requests.length, 0);
    const held: ReturnType<typeof chat>[] = [];
    for (let sent = 1; sent <= 6; sent += 1) {
      held.push(chat('pooled-busy'));
      await expect.poll(received).toBe(sent);
      // each request went to one of those with the fewest in flight: the counts never differ by more than one
      const counts = Object.values(await inFlight());
      expect(Math.max(...counts) - Math.min(...counts), JSON.stringify(await inFlight())).toBeLessThanOrEqual(1);
    }
    expect(await inFlight()).toEqual({ a: 2, b: 2, c: 2 });
    holdOthers.open(); // b and c answer theirs; a still holds 2
    await expect.poll(inFlight).toEqual({ a: 2, b: 0, c: 0 });
    // Three at a time: when each is routed, the other two in flight leave b or c with at most one, below a's two.
    const answers = await load('pooled-busy', 30, 3);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const count = (name: Name) => answers.filter((answer) => answer.headers.get('x-service-deployment') === name).length;
    expect(count('a')).toBe(0);
    expect(count('b') + count('c')).toBe(30);
    expect(servedBy('pooled-busy', 'a')).toBe(2);
    holdA.open();
    const released = await Promise.all(held);
    expect(released.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(released.filter((answer) => answer.headers.get('x-service-deployment') === 'a')).toHaveLength(2);
    expect(await inFlight()).toEqual({ a: 0, b: 0, c: 0 });
    for (const name of NAMES) upstreams[name].reset();
  });

  it('POST /chat/completions answers every request when a deployment dies mid-load, cools it down, and uses it again once it is back', async () => {
    // b holds what it is sent until it dies, so closing it drops at least DEPLOYMENT_FAILURES (2)
    // requests at once: after its first failure least-busy sends it nothing more, so failures
    // counted one at a time would depend on how many it happened to hold. a and c hold theirs
    // until b is down, so the first 8 in flight spread 3, 3, 2 and b holds at least 2.
    const holdAC = gate();
    for (const name of ['a', 'c'] as const) upstreams[name].script(...Array.from({ length: 40 }, () => heldUntil(holdAC)));
    upstreams.b.script(...Array.from({ length: 40 }, () => hang()));
    const loading = load('pooled-failover', 48, 8);
    await expect.poll(() => NAMES.reduce((sum, name) => sum + servedBy('pooled-failover', name), 0)).toBe(8);
    expect(servedBy('pooled-failover', 'b')).toBeGreaterThanOrEqual(2);
    await upstreams.b.close(); // drops what b had in flight, then refuses
    await expect.poll(async () => (await stateOf('pooled-failover', 'b')).health).toMatch(/^(cooling|probing)$/);
    holdAC.open();
    const answers = await loading;
    expect(answers.map((answer) => answer.status)).toEqual(Array(48).fill(200));
    expect(answers.slice(24).some((answer) => answer.headers.get('x-service-deployment') === 'b')).toBe(false);
    expect((await stateOf('pooled-failover', 'b')).health).toMatch(/^(cooling|probing)$/);
    upstreams.b = await startFakeUpstream(ports.b);
    // Its cooldown (escalated past COOLDOWN_MS) ends: the next request to it is the probe.
    await expect.poll(async () => (await stateOf('pooled-failover', 'b')).health, { timeout: 30_000 }).toBe('probing');
    let cameBack = false;
    for (let attempt = 0; attempt < 30 && !cameBack; attempt += 1) cameBack = (await chat('pooled-failover')).headers.get('x-service-deployment') === 'b';
    expect(cameBack).toBe(true);
    expect(await stateOf('pooled-failover', 'b')).toMatchObject({ health: 'healthy', cooldownUntil: null });
    for (const name of NAMES) upstreams[name].reset();
  });

  it('POST /chat/completions skips a deployment that answered 429 with Retry-After for that long', async () => {
    upstreams.a.script(status(429, { error: { message: 'slow down', type: 'rate_limit' } }, { 'retry-after': '2' }));
    let sentAt = 0;
    for (let attempt = 0; attempt < 30 && upstreams.a.requests.length === 0; attempt += 1) {
      sentAt = Date.now();
      const answer = await chat('pooled-limited');
      expect(answer.status).toBe(200); // the 429 went to another deployment, not to the client
    }
    expect(upstreams.a.requests).toHaveLength(1);
    const cooling = await stateOf('pooled-limited', 'a');
    const cooledUntil = Date.parse(cooling.cooldownUntil!);
    expect(cooling.health).toBe('cooling');
    // the 429 arrived after the request was sent, and cools a for its full Retry-After from then
    expect(cooledUntil - sentAt).toBeGreaterThanOrEqual(2000);
    // An answer from a must have been routed after its cooldown ended, however slowly this runs.
    for (let request = 0; request < 8 && Date.now() < cooledUntil; request += 1) {
      const servedByA = (await chat('pooled-limited')).headers.get('x-service-deployment') === 'a';
      expect(servedByA && Date.now() < cooledUntil).toBe(false);
    }
    // Its Retry-After's cooldown ends: the next request to it is the probe.
    await expect.poll(async () => (await stateOf('pooled-limited', 'a')).health, { timeout: 30_000 }).toBe('probing');
    let back = false;
    for (let attempt = 0; attempt < 30 && !back; attempt += 1) back = (await chat('pooled-limited')).headers.get('x-service-deployment') === 'a';
    expect(back).toBe(true);
  });

  it('POST /chat/completions answers every request from the good deployments when one answers 200 with a body that is not JSON', async () => {
    for (const name of NAMES) upstreams[name].reset();
    upstreams.a.script(...Array.from({ length: 12 }, () => malformedJson()));
    const answers = await load('pooled-busy', 12, 3);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(answers.some((answer) => answer.headers.get('x-service-deployment') === 'a')).toBe(false);
    expect(upstreams.a.requests.length).toBeGreaterThan(0); // it was tried, and failed over
    for (const name of NAMES) upstreams[name].reset();
  });

  it("POST /chat/completions runs the caller's fallbacks after every deployment failed", async () => {
    const failed = await chat('pooled-dead');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const answered = await chat('pooled-dead', { fallbacks: [{ model: 'chat-basic' }] });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-service-model-id')).toBe('chat-basic');
    expect(answered.headers.get('x-service-deployment')).toBeNull();
    // both closed ports are cooling by now: the model is at capacity until the first cooldown ends
    const atCapacity = await chat('pooled-dead');
    expect(atCapacity.status).toBe(503);
    expect(JSON.stringify(atCapacity.body)).toContain('MODEL_AT_CAPACITY');
    expect(Number(atCapacity.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('POST /chat/completions streams from a deployment, named in the header, which holds the stream in flight until it ends', async () => {
    const streamed = await chat('pooled-busy', { stream: true });
    expect(streamed.status).toBe(200);
    const deployment = streamed.headers.get('x-service-deployment') as Name;
    expect(NAMES).toContain(deployment);
    expect(streamed.text).toContain('data: [DONE]');
    expect((await stateOf('pooled-busy', deployment)).inFlight).toBe(0);
  });

  it('POST /chat/completions moves a stream to another deployment when one fails before its first byte, never once it began', async () => {
    for (const name of NAMES) upstreams[name].reset();
    upstreams.a.script(status(500));
    upstreams.b.script(status(502));
    const moved = await chat('pooled-weighted', { stream: true });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('x-service-deployment')).toBe('c');
    expect(moved.text).toContain('data: [DONE]');
    for (const name of NAMES) upstreams[name].reset();
    for (const name of NAMES) upstreams[name].script(dropMidStream());
    const cut = await chat('pooled-weighted', { stream: true });
    expect(cut.status).toBe(200);
    expect(cut.text).toContain('"code":"upstream_error"');
    expect(NAMES.reduce((sum, name) => sum + upstreams[name].requests.length, 0)).toBe(1);
    for (const name of NAMES) upstreams[name].reset();
  });

  it('GET /models/deployments returns 401 for an INFERENCE key, and lists the pooled models with their router state for the operator', async () => {
    const refused = await app.service.call('listModelDeployments', { key: app.key });
    expect(refused.status).toBe(401);
    const { data } = await states();
    const pooled = data.filter((entry) => entry.strategy !== null);
    expect(pooled.map((entry) => entry.model)).toEqual(['pooled-weighted', 'pooled-busy', 'pooled-failover', 'pooled-limited', 'pooled-dead']);
    expect(pooled[0]).toMatchObject({ strategy: 'weighted', deployments: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    expect(pooled[0]!.deployments[0]).toMatchObject({ engine: 'openai-compatible', host: `127.0.0.1:${ports.a}`, weight: 4, health: 'healthy' });
  });

  it('GET /models/deployments lists a model with one server as one deployment: its engine, and its upstream host without credentials', async () => {
    const response = await app.service.call('listModelDeployments', { key: app.service.adminKey });
    const { data } = response.body as { data: { model: string }[] };
    expect(data.map((entry) => entry.model)).toEqual(expect.arrayContaining(['chat-basic', 'speech-espeak', 'single-secret']));
    expect(data.find((entry) => entry.model === 'speech-espeak')).toEqual({
      model: 'speech-espeak',
      type: 'tts',
      available: true,
      strategy: null,
      deployments: [{ id: 'speech-espeak', engine: 'espeak' }],
    });
    expect(data.find((entry) => entry.model === 'single-secret')).toEqual({
      model: 'single-secret',
      type: 'text',
      available: true,
      strategy: null,
      deployments: [{ id: 'single-secret', engine: 'openai-compatible', host: '127.0.0.1:9' }],
    });
    for (const secret of ['hunter2', 'operator', 'sk-url-secret', 'sk-route-secret', 'api_key']) expect(response.text).not.toContain(secret);
  });

  it('GET /models/deployments lists a configured model that is not served with available false and the reason given at boot', async () => {
    const { data } = await states();
    const byId = (id: string) => data.find((entry) => entry.model === id) as unknown as Record<string, unknown>;
    expect(byId('single-missing')).toMatchObject({
      type: 'text',
      available: false,
      strategy: null,
      deployments: [{ id: 'single-missing', engine: 'llama-cpp' }],
    });
    expect(byId('single-missing').unavailableReason).toMatch(/^weights file .*models\/not-downloaded\.gguf not found$/);
    expect(byId('single-unset')).toEqual({
      model: 'single-unset',
      type: 'text',
      available: false,
      unavailableReason: 'upstream baseUrl is not set',
      strategy: null,
      deployments: [{ id: 'single-unset', engine: 'openai-compatible' }],
    });
    expect(byId('chat-basic')).toMatchObject({ available: true });
    expect(byId('chat-basic').unavailableReason).toBeUndefined();
  });
});
