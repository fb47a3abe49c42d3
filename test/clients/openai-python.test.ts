// The official `openai` Python package (pip, pinned in the Makefile), unchanged, run as a child
// process against the service with the loopback upstream. Without the package, the test says how to
// install it; on CI a missing package fails the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETION_TOKENS, PROMPT_TOKENS, reply } from '../support/fake-upstream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { pythonHas, runPython } from '../support/python-client.js';

const installed = pythonHas('openai');

describe.skipIf(!installed)('official openai Python package', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());

  it('runs chat (plain, streamed, tool calls), responses (plain, streamed, chained by previous_response_id), embeddings, speech and transcription unchanged', async () => {
    // the third request is the tool call; every other one gets the default echo
    app.upstream.script(reply(), reply(), reply({ content: null, toolCalls: [{ id: 'call_py', name: 'get_time', arguments: '{"zone":"UTC"}' }] }));
    const { code, stdout, stderr } = await runPython('openai_python_client.py', { OPENAI_BASE_URL: `${app.service.baseUrl}/api/v1`, OPENAI_API_KEY: app.key });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    const usage = { prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS, total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS };
    expect(results.chat).toMatchObject({ content: 'echo: hello python', usage });
    expect(results.chat_stream).toMatchObject({ content: 'echo: py stream', usage });
    expect(results.tool_call).toEqual({ name: 'get_time', arguments: '{"zone":"UTC"}', finish_reason: 'tool_calls' });
    expect(results.response).toEqual({ output_text: 'echo: py respond', status: 'completed', input_tokens: PROMPT_TOKENS });
    expect(results.response_stream).toEqual({ deltas: 'echo: py respond streamed', output_text: 'echo: py respond streamed' });
    expect(results.response_chain).toEqual({ previous_response_id: true, items: ['message', 'message', 'message'], retrieved: 'echo: py again', deleted: 404 });
    expect(results.embeddings).toEqual({ count: 2, dimensions: 8, first: (('a'.charCodeAt(0) % 17) - 8) / 8 });
    expect(results.not_found).toBe(404);
    expect(results.model).toEqual({ id: 'chat-basic', object: 'model' });
    expect(results.nulls).toBe('echo: nulls');
    // speech from the embedded espeak-ng engine, and its transcription through the loopback upstream
    expect(results.speech.riff).toBe('RIFF');
    expect(results.speech.bytes).toBeGreaterThan(22050);
    expect(results.speech_stream).toMatchObject({ content_type: 'audio/mpeg' });
    expect(results.speech_stream.chunks).toBeGreaterThan(0);
    expect(results.transcription).toEqual({ text: `heard ${results.speech.bytes} bytes of hello.wav` });
    // the SDK asked for base64 embeddings, which the service encoded from the upstream's floats
    expect(app.upstream.requests.find((request) => request.path.endsWith('/embeddings'))!.body.encoding_format).toBe('float');
  });
});
