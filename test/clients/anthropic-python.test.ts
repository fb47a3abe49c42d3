// The official `anthropic` Python package (pip, pinned in the Makefile), unchanged, run as a child
// process against the service with the loopback upstream: create, the stream helper, a tool round
// trip, an image, count_tokens, and refusals as the SDK's own exception classes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOnEmptyAccount, UNKNOWN_KEY } from '../support/error-scenarios.js';
import { COMPLETION_TOKENS, PROMPT_TOKENS, reply } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { pythonHas, runPython } from '../support/python-client.js';

const installed = pythonHas('anthropic');

describe.skipIf(!installed)('official anthropic Python package', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());

  it('creates, streams, round-trips a tool, sends an image, counts tokens and raises its own classes, unchanged', async () => {
    // the third request is the tool call; the count (sixth call) is the service's, with nothing sent upstream
    app.upstream.script(
      reply(),
      reply(),
      reply({ content: null, toolCalls: [{ id: 'call_py', name: 'get_time', arguments: '{"zone":"UTC"}' }] }),
      reply(),
      reply(),
    );
    const { code, stdout, stderr } = await runPython('anthropic_python_client.py', {
      ANTHROPIC_BASE_URL: `${app.service.baseUrl}/api`,
      ANTHROPIC_API_KEY: app.key,
      UNKNOWN_KEY,
      EMPTY_KEY: await keyOnEmptyAccount(app),
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results.create).toEqual({ text: 'echo: hello python', stop_reason: 'end_turn', usage: [PROMPT_TOKENS, COMPLETION_TOKENS] });
    expect(results.stream).toEqual({ pieces: 'echo: py stream', text: 'echo: py stream', usage: [PROMPT_TOKENS, COMPLETION_TOKENS] });
    expect(results.tools).toEqual({ stop_reason: 'tool_use', name: 'get_time', input: { zone: 'UTC' }, answer: 'echo: time?' });
    expect(app.upstream.requests[3]!.body.messages.at(-1)).toEqual({ role: 'tool', tool_call_id: 'call_py', content: '12:00' });
    expect(results.image).toBe('echo: [image_url] what?');
    const count = await app.service.call('countMessageTokens', {
      key: app.key,
      body: { model: 'chat-basic', messages: [{ role: 'user', content: 'count me' }] } as never,
    });
    expect(results.count).toBe((count.body as { input_tokens: number }).input_tokens);
    expect(app.upstream.requests.filter((sent) => JSON.stringify(sent.body.messages).includes('count me'))).toEqual([]);
    expect(results.errors['400']).toMatchObject({
      class: 'BadRequestError',
      status: 400,
      type: 'invalid_request_error',
      message: expect.stringMatching(/max_tokens: must be >= 1/),
    });
    expect(results.errors['401']).toMatchObject({ class: 'AuthenticationError', status: 401, message: expect.stringMatching(/Authentication failed/) });
    expect(results.errors['402']).toMatchObject({ status: 402, type: 'billing_error', message: expect.stringMatching(/Insufficient USD or Diem balance/i) });
    expect(results.errors['404']).toMatchObject({ class: 'NotFoundError', status: 404, message: expect.stringMatching(/Specified model not found/) });
  });
});
