// POST /chat/completions against the loopback upstream: answers, streams, model resolution,
// service_parameters, and the 4xx the request itself can earn. Upstream failures: chat-failures.test.ts.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPLETION_TOKENS, PROMPT_TOKENS, reply } from '../support/fake-upstream.js';
import { parseFrames, schemaProblems, type Frame } from '../support/event-stream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

type ChatBody = Parameters<InferenceApp['service']['call']>[1] & { body?: unknown };

describe('Chat', () => {
  let app: InferenceApp;
  const chat = (body: Record<string, unknown>, key = app.key) => app.service.call('createChatCompletion', { key, body: body as never } satisfies ChatBody);
  const user = (content: unknown) => ({ role: 'user', content });
  const lastUpstream = () => app.upstream.requests.at(-1)!;
  const frames = (text: string): Frame[] => {
    const parsed = parseFrames(text);
    for (const frame of parsed.slice(0, -1)) expect(schemaProblems('ChatCompletionChunk', frame.data)).toEqual([]);
    expect(parsed.at(-1)!.data).toBe('[DONE]');
    return parsed;
  };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /chat/completions returns 200 with the answer, usage, cost from the catalog prices and the service_parameters echo', async () => {
    const response = await chat({ model: 'chat-basic', messages: [user('Hello there')] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'chat.completion',
      model: 'chat-basic',
      choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: 'echo: Hello there' } }],
      usage: { prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS, total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS },
      // 12 × 0.2 + 5 × 0.8 = 6.4 micro-USD, rounded up; DIEM 12 × 0.3 + 5 × 1.2 = 9.6 micro-DIEM
      cost: { usd: 0.000007, diem: 0.00001 },
      service_parameters: {
        enable_e2ee: true,
        enable_web_search: 'off',
        enable_web_citations: false,
        enable_web_scraping: false,
        include_service_system_prompt: true,
        include_search_results_in_stream: false,
        return_search_results_as_documents: false,
        strip_thinking_response: false,
        disable_thinking: false,
        web_search_citations: [],
      },
    });
    expect(response.body).not.toHaveProperty('system_fingerprint');
    expect(response.headers.get('x-service-model-id')).toBe('chat-basic');
    expect(response.headers.get('x-service-model-name')).toBe('chat-basic model');
    expect(response.headers.get('x-service-model-router')).toBe('openai-compatible');
    expect(response.headers.get('x-service-is-content-violation')).toBe('false');
    expect(response.headers.get('x-service-model-deprecation-warning')).toBeNull();
    expect(lastUpstream().body).toMatchObject({ model: 'upstream-basic', max_tokens: 1024, temperature: 0.7, top_p: 0.9 });
  });

  it('POST /chat/completions returns 200 with the service system prompt prepended unless include_service_system_prompt is false', async () => {
    await chat({ model: 'chat-basic', messages: [{ role: 'system', content: 'Be brief.' }, user('Hi')] });
    expect(lastUpstream().body.messages.map((message: { role: string }) => message.role)).toEqual(['system', 'system', 'user']);
    expect(lastUpstream().body.messages[0].content).toBe('You are a helpful assistant served by the test fixture.');
    const without = await chat({ model: 'chat-basic', messages: [user('Hi')], service_parameters: { include_service_system_prompt: false } });
    expect(lastUpstream().body.messages).toEqual([{ role: 'user', content: 'Hi' }]);
    expect((without.body as { service_parameters: object }).service_parameters).toMatchObject({ include_service_system_prompt: false });
  });

  it('POST /chat/completions returns 200 resolving a trait and a compatibility name to their model', async () => {
    const byTrait = await chat({ model: 'default', messages: [user('a')] });
    expect(byTrait.headers.get('x-service-model-id')).toBe('chat-basic');
    expect(lastUpstream().body.model).toBe('upstream-basic');
    const byAlias = await chat({ model: 'gpt-4o-mini', messages: [user('b')] });
    expect((byAlias.body as { model: string }).model).toBe('open-chat');
    expect(lastUpstream().body.model).toBe('upstream-open');
  });

  it('POST /chat/completions streamed to a client that sent Connection: close closes the socket after [DONE]', async () => {
    const { port } = new URL(app.service.baseUrl);
    const body = JSON.stringify({ model: 'chat-basic', stream: true, messages: [{ role: 'user', content: 'Hello' }] });
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${app.key}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      // The server ends the connection itself: idle connections are otherwise kept 65 s (test-app.ts),
      // past the test's own timeout, which catches a socket held open.
      socket.on('close', () => resolve(received));
    });
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('data: [DONE]');
    expect(text.toLowerCase()).not.toContain('connection: keep-alive');
  }, 15_000);

  it('POST /chat/completions returns 200 streaming chunks, then a final usage chunk equal to the upstream usage with cost, then [DONE]', async () => {
    const response = await chat({ model: 'chat-basic', messages: [user('stream me')], stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    // What keeps proxies from holding the stream back
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('x-service-model-id')).toBe('chat-basic');
    const parsed = frames(response.text);
    const content = parsed
      .slice(0, -2)
      .map((frame) => frame.data.choices[0]?.delta.content ?? '')
      .join('');
    expect(content).toBe('echo: stream me');
    const final = parsed.at(-2)!.data;
    expect(final.choices).toEqual([]);
    expect(final.usage).toEqual({ prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS, total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS });
    expect(final.cost).toEqual({ usd: 0.000007, diem: 0.00001 });
    // asked of the upstream although the client did not ask for usage
    expect(lastUpstream().body.stream_options).toEqual({ include_usage: true });
  });

  it('POST /chat/completions returns 200 reading an explicit null for an optional parameter as not set', async () => {
    const nulls = Object.fromEntries(
      [
        'temperature',
        'top_p',
        'max_tokens',
        'max_completion_tokens',
        'n',
        'seed',
        'user',
        'stream',
        'stream_options',
        'response_format',
        'tool_choice',
        'logprobs',
        'top_logprobs',
        'frequency_penalty',
        'presence_penalty',
        'parallel_tool_calls',
        'metadata',
        'store',
        'reasoning_effort',
        'prompt_cache_key',
        'service_parameters',
        'fallbacks',
        'stop',
        'tools',
      ].map((name) => [name, null]),
    );
    const messages = [
      { role: 'system', content: 'Be brief.', name: null },
      { role: 'developer', content: 'Be kind.', name: null },
      { role: 'user', content: 'Hi', name: null },
    ];
    const response = await chat({ model: 'chat-basic', messages, ...nulls });
    expect(response.status).toBe(200);
    expect((response.body as { choices: unknown[] }).choices).toHaveLength(1);
    // the model's defaults apply, as when the parameters are absent
    expect(lastUpstream().body).toMatchObject({ model: 'upstream-basic', max_tokens: 1024, temperature: 0.7, top_p: 0.9 });
    for (const message of lastUpstream().body.messages) expect(message).not.toHaveProperty('name');
  });

  it('POST /chat/completions returns 200 charging every choice when n is 2', async () => {
    const response = await chat({ model: 'chat-basic', messages: [user('two')], n: 2 });
    const body = response.body as { choices: unknown[]; usage: { completion_tokens: number }; cost: { usd: number } };
    expect(body.choices).toHaveLength(2);
    expect(body.usage.completion_tokens).toBe(2 * COMPLETION_TOKENS);
    expect(body.cost.usd).toBe(0.000011); // 12 × 0.2 + 10 × 0.8 = 10.4 micro-USD, rounded up
  });

  it('POST /chat/completions returns 200 with tool calls in the OpenAI shape, plain and streamed', async () => {
    const toolCalls = [{ id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' }];
    const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }];
    app.upstream.script(reply({ content: null, toolCalls }));
    const plain = await chat({ model: 'chat-basic', messages: [user('weather?')], tools, tool_choice: 'auto' });
    expect(plain.body).toMatchObject({
      choices: [
        {
          finish_reason: 'tool_calls',
          message: { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
        },
      ],
    });
    expect(lastUpstream().body).toMatchObject({ tools, tool_choice: 'auto' });
    app.upstream.script(reply({ content: null, toolCalls }));
    const streamed = frames((await chat({ model: 'chat-basic', messages: [user('weather?')], tools, stream: true })).text);
    const calls = streamed.flatMap((frame) => frame.data.choices?.[0]?.delta.tool_calls ?? []);
    expect(calls[0]).toMatchObject({ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather' } });
    expect(calls.map((call: { function: { arguments: string } }) => call.function.arguments).join('')).toBe('{"city":"Paris"}');
    expect(streamed.some((frame) => frame.data.choices?.[0]?.finish_reason === 'tool_calls')).toBe(true);
  });

  it('POST /chat/completions returns 200 moving <think> blocks to reasoning_content, plain and streamed across chunk boundaries', async () => {
    const content = '<think>The user greets.</think>\n\nHello!';
    app.upstream.script(reply({ content }));
    const plain = await chat({ model: 'chat-basic', messages: [user('hi')], service_parameters: { strip_thinking_response: true } });
    expect(plain.body).toMatchObject({ choices: [{ message: { content: 'Hello!', reasoning_content: 'The user greets.' } }] });
    app.upstream.script(reply({ content, pieces: ['<th', 'ink>The us', 'er greets.</', 'think>\n\nHel', 'lo!'] }));
    const streamed = frames((await chat({ model: 'chat-basic', messages: [user('hi')], stream: true, service_parameters: { disable_thinking: true } })).text);
    const deltas = streamed.slice(0, -2).map((frame) => frame.data.choices[0]?.delta ?? {});
    expect(deltas.map((delta) => delta.content ?? '').join('')).toBe('\n\nHello!');
    expect(deltas.map((delta) => delta.reasoning_content ?? '').join('')).toBe('The user greets.');
  });

  it('POST /chat/completions returns 200 with the service_parameters a model feature suffix sets', async () => {
    app.upstream.script(reply({ content: '<think>x</think>y' }));
    const response = await chat({ model: 'chat-basic:strip_thinking_response=true&include_service_system_prompt=false', messages: [user('hi')] });
    expect(response.body).toMatchObject({
      model: 'chat-basic',
      choices: [{ message: { content: 'y', reasoning_content: 'x' } }],
      service_parameters: { strip_thinking_response: true, include_service_system_prompt: false },
    });
    expect(lastUpstream().body.messages).toHaveLength(1);
  });

  it('POST /chat/completions returns 400 naming an unknown feature suffix, but 404 first when the model is unknown', async () => {
    const response = await chat({ model: 'chat-basic:no_such_thing=1', messages: [user('hi')] });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('unknown model suffix parameter no_such_thing');
    expect((await chat({ model: 'nope:no_such_thing=1', messages: [user('hi')] })).status).toBe(404);
  });

  it('POST /chat/completions returns 200 with the character system prompt and model', async () => {
    const response = await chat({ model: 'chat-basic', messages: [user('who?')], service_parameters: { character_slug: 'sherlock' } });
    expect(response.headers.get('x-service-model-id')).toBe('reasoning-chat');
    const messages = lastUpstream().body.messages;
    expect(messages.slice(0, 2).map((message: { content: string }) => message.content)).toEqual([
      'You are a helpful assistant served by the test fixture.',
      'You are Sherlock Holmes. Deduce.',
    ]);
    expect((response.body as { service_parameters: object }).service_parameters).toMatchObject({ character_slug: 'sherlock' });
  });

  it('POST /chat/completions returns 404 for an unknown character', async () => {
    const response = await chat({ model: 'chat-basic', messages: [user('who?')], service_parameters: { character_slug: 'nobody' } });
    expect(response.status).toBe(404);
    expect(errorOf(response.body)).toEqual({ message: 'Character not found: nobody', code: 'CHARACTER_NOT_FOUND' });
  });

  it('POST /chat/completions returns 404 MODEL_NOT_FOUND for an unknown model and for a model of another type', async () => {
    const unknown = await chat({ model: 'gpt-9', messages: [user('hi')] });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body)).toEqual({ message: 'Specified model not found: gpt-9', code: 'MODEL_NOT_FOUND' });
    const embedding = await chat({ model: 'embed-basic', messages: [user('hi')] });
    expect(embedding.status).toBe(404);
    expect(errorOf(embedding.body)).toEqual({ message: 'Model embed-basic has type embedding; this endpoint needs type text', code: 'MODEL_NOT_FOUND' });
  });

  it('POST /chat/completions returns 403 when the key may only use private models', async () => {
    const privateOnly = await app.createKey('PRIVATE_ONLY');
    const response = await chat({ model: 'open-chat', messages: [user('hi')] }, privateOnly);
    expect(response.status).toBe(403);
    expect(errorOf(response.body)).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('open-chat is anonymized') });
    expect((await chat({ model: 'chat-basic', messages: [user('hi')] }, privateOnly)).status).toBe(200);
  });

  it('POST /chat/completions returns 200 ignoring max_tokens of 0 or less, and max_completion_tokens wins over max_tokens', async () => {
    await chat({ model: 'chat-basic', messages: [user('hi')], max_tokens: 0 });
    expect(lastUpstream().body.max_tokens).toBe(1024);
    await chat({ model: 'chat-basic', messages: [user('hi')], max_tokens: 50, max_completion_tokens: 20 });
    expect(lastUpstream().body.max_tokens).toBe(20);
    await chat({ model: 'chat-basic', messages: [user('hi')], max_tokens: 5000 });
    expect(lastUpstream().body.max_tokens).toBe(1024); // the model's maxCompletionTokens caps it
  });

  it('POST /chat/completions returns 200 with reasoning_effort winning over reasoning.effort, dropped on models without it', async () => {
    await chat({ model: 'reasoning-chat', messages: [user('hi')], reasoning_effort: 'high', reasoning: { effort: 'low' } });
    expect(lastUpstream().body.reasoning_effort).toBe('high');
    await chat({ model: 'reasoning-chat', messages: [user('hi')], reasoning: { effort: 'low' } });
    expect(lastUpstream().body.reasoning_effort).toBe('low');
    await chat({ model: 'chat-basic', messages: [user('hi')], reasoning_effort: 'high' });
    expect(lastUpstream().body).not.toHaveProperty('reasoning_effort');
  });

  it('POST /chat/completions returns 200 with the deprecation headers of a deprecated model', async () => {
    const response = await chat({ model: 'old-chat', messages: [user('hi')] });
    expect(response.headers.get('x-service-model-deprecation-warning')).toBe(
      'Model old-chat is deprecated and will be removed on 2027-01-31; use chat-basic instead',
    );
    expect(response.headers.get('x-service-model-deprecation-date')).toBe('2027-01-31');
  });

  it('POST /chat/completions returns 200 passing a text file on as text', async () => {
    const file = {
      type: 'file',
      file: { filename: 'notes.md', file_data: `data:text/markdown;base64,${Buffer.from('# Notes\nbuy milk').toString('base64')}` },
    };
    await chat({ model: 'chat-basic', messages: [user([{ type: 'text', text: 'summarise' }, file])] });
    const content = lastUpstream().body.messages.at(-1).content;
    expect(content[1]).toEqual({ type: 'text', text: '--- notes.md ---\n# Notes\nbuy milk\n--- end of notes.md ---' });
  });

  it('POST /chat/completions returns 400 naming the feature a model or this server cannot take', async () => {
    const image = { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } };
    const video = { type: 'video_url', video_url: { url: 'https://example.com/a.mp4' } };
    const cases: [Record<string, unknown>, string][] = [
      [{ model: 'chat-basic', messages: [user([image])] }, 'Model chat-basic does not support image input (vision)'],
      [{ model: 'chat-basic', messages: [user([{ type: 'input_audio', input_audio: { data: 'AAAA', format: 'wav' } }])] }, 'does not support audio input'],
      [{ model: 'vision-chat', messages: [user([video])] }, 'does not support video input'],
      [{ model: 'vision-chat', messages: [user([video, video, video, video])] }, 'At most 3 videos'],
      [{ model: 'plain-chat', messages: [user('x')], tools: [{ type: 'function', function: { name: 'f' } }] }, 'does not support tool calls'],
      [
        { model: 'plain-chat', messages: [user('x')], response_format: { type: 'json_schema', json_schema: { name: 's', schema: { type: 'object' } } } },
        'does not support structured output',
      ],
      [{ model: 'chat-basic', messages: [user('x')], logprobs: true }, 'does not support logprobs'],
      [{ model: 'chat-basic', messages: [user('x')], service_parameters: { enable_web_search: 'on' } }, 'Web search (enable_web_search=on) is not available'],
      [
        { model: 'chat-basic', messages: [user('x')], service_parameters: { enable_web_search: 'auto' } },
        'Web search (enable_web_search=auto) is not available',
      ],
      [{ model: 'chat-basic', messages: [user('x')], service_parameters: { enable_x_search: true } }, 'X search (enable_x_search) is not available'],
      [{ model: 'chat-basic', messages: [user('x')], tools: [{ type: 'web_search' }] }, 'The web_search tool is not available'],
    ];
    for (const [body, message] of cases) {
      const response = await chat(body);
      expect(response.status, message).toBe(400);
      expect(errorMessageOf(response.body) as string).toContain(message);
    }
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 200 keeping only the last message images for a single-image vision model', async () => {
    const image = (url: string) => ({ type: 'image_url', image_url: { url } });
    // Data URLs (http(s) images are fetched: chat-media.test.ts)
    const [first, second] = ['data:image/png;base64,MQ==', 'data:image/png;base64,Mg=='];
    await chat({ model: 'vision-chat', messages: [user([image(first)]), { role: 'assistant', content: 'ok' }, user([image(second)])] });
    const sent = lastUpstream().body.messages.filter((message: { role: string }) => message.role === 'user');
    expect(sent[0].content).toEqual([]);
    expect(sent[1].content).toEqual([{ type: 'image_url', image_url: { url: second } }]);
  });

  it('POST /chat/completions returns 400 for a 10,000-level tool schema or response_format schema, and the server keeps answering', async () => {
    // Written as text: JSON.stringify itself recurses and overflows on such a value.
    const deep = (levels: number): string => `${'{"type":"object","properties":{"inner":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
    for (const levels of [2_000, 10_000]) {
      const messages = JSON.stringify([user('hi')]);
      const bodies = [
        `{"model":"chat-basic","messages":${messages},"tools":[{"type":"function","function":{"name":"f","parameters":${deep(levels)}}}]}`,
        `{"model":"chat-basic","messages":${messages},"response_format":{"type":"json_schema","json_schema":{"name":"s","schema":${deep(levels)}}}}`,
      ];
      for (const rawBody of bodies) {
        const response = await app.service.call('createChatCompletion', { key: app.key, rawBody, headers: { 'content-type': 'application/json' } });
        expect(response.status).toBe(400);
        expect(errorOf(response.body)).toMatchObject({ code: 'INVALID_REQUEST', message: 'The JSON body nests deeper than 64 levels' });
        expect(response.text).not.toContain('call stack');
      }
    }
    expect(app.upstream.requests).toHaveLength(0);
    expect((await app.service.call('listModels')).status).toBe(200);
  });

  it('POST /chat/completions returns 400 for caller URLs outside http, https and data, or naming internal hosts; nothing reaches the engine', async () => {
    const refused = [
      'file:///etc/passwd',
      'FILE:///etc/shadow',
      'gopher://127.0.0.1:6379/_INFO',
      'ftp://example.com/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/x.png',
      'http://localhost:8080/x.png',
      'http://metadata.google.internal/computeMetadata/v1/',
    ];
    for (const url of refused) {
      const response = await chat({ model: 'vision-chat', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url } }] }] } as never);
      expect(response.status, url).toBe(400);
      expect(errorOf(response.body), url).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    const video = await chat({
      model: 'vision-chat',
      messages: [{ role: 'user', content: [{ type: 'video_url', video_url: { url: 'file:///dev/zero' } }] }],
    } as never);
    expect(video.status).toBe(400);
    const responses = await app.service.call('createResponse', {
      key: app.key,
      body: { model: 'vision-chat', input: [{ role: 'user', content: [{ type: 'input_image', image_url: 'gopher://internal/' }] }] } as never,
    });
    expect(responses.status).toBe(400);
    expect(app.upstream.requests).toHaveLength(0);
    const accepted = await chat({
      model: 'vision-chat',
      messages: [
        {
          role: 'user',
          content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }],
        },
      ],
    } as never);
    expect(accepted.status).toBe(200);
  });

  it('POST /chat/completions returns 400 TOO_MANY_TOKENS, before any tokenizing, for a prompt that cannot fit the context', async () => {
    // chat-basic has 8,192 tokens of context: 3 MB of tool schema holds more tokens than that whatever the tokenizer.
    const key = await app.createKey(); // its own token budget, untouched by the other tests
    const tool = { type: 'function', function: { name: 'lookup', description: 'd'.repeat(3 * 1024 * 1024), parameters: { type: 'object' } } };
    const response = await chat({ model: 'chat-basic', messages: [user('hi')], tools: [tool] } as never, key);
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'TOO_MANY_TOKENS', message: expect.stringContaining("chat-basic's context of 8192 tokens") });
    expect(app.upstream.requests).toHaveLength(0);
    // Well under the bound, the engine decides (here: the loopback upstream answers).
    expect((await chat({ model: 'chat-basic', messages: [user('y'.repeat(64 * 1024))] }, key)).status).toBe(200);
  });

  it('POST /chat/completions and /responses return 400 TOO_MANY_TOKENS for message text no served model could take, refused where the body is parsed', async () => {
    // Every text model of this catalog has 8,192 tokens of context: 3 MB of message text fits none of
    // them, so the worker thread that parsed the body refuses it (its value never reaches the handler).
    const key = await app.createKey();
    const text = 'x'.repeat(3 * 1024 * 1024);
    const chatAnswer = await chat({ model: 'chat-basic', messages: [{ role: 'user', content: [{ type: 'text', text }] }] } as never, key);
    expect(chatAnswer.status).toBe(400);
    expect(errorOf(chatAnswer.body)).toMatchObject({
      code: 'TOO_MANY_TOKENS',
      message: expect.stringContaining('any model served here (at most 8192 tokens)'),
    });
    const responsesAnswer = await app.service.call('createResponse', { key, body: { model: 'chat-basic', input: text } as never });
    expect(responsesAnswer.status).toBe(400);
    expect(errorOf(responsesAnswer.body)).toMatchObject({ code: 'TOO_MANY_TOKENS' });
    expect(app.upstream.requests).toHaveLength(0);
    // The same bytes as an image (a data URL counts as an image, not as text) are not refused for their size.
    const image = await chat(
      {
        model: 'vision-chat',
        messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` } }] }],
      } as never,
      key,
    );
    expect(image.body).not.toMatchObject({ code: 'TOO_MANY_TOKENS' });
  });

  it('POST /chat/completions returns 400 for an unknown top-level field and for more than 4 stop sequences', async () => {
    const unknown = await chat({ model: 'chat-basic', messages: [user('x')], frobnicate: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ details: { frobnicate: { _errors: ['Unrecognized field'] } } });
    const stops = await chat({ model: 'chat-basic', messages: [user('x')], stop: ['a', 'b', 'c', 'd', 'e'] });
    expect(stops.status).toBe(400);
  });

  it('POST /chat/completions returns 402 with the x402 discovery body when no credentials are sent', async () => {
    const response = await app.service.call('createChatCompletion', { body: { model: 'chat-basic', messages: [{ role: 'user', content: 'hi' }] } });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      x402Version: 2,
      accepts: [],
      resource: { url: `${app.service.baseUrl}/api/v1/chat/completions`, mimeType: 'application/json' },
      authOptions: { apiKey: { header: 'Authorization' }, x402Wallet: { header: 'SIGN-IN-WITH-X', legacyHeader: 'X-Sign-In-With-X' } },
    });
    const header = JSON.parse(Buffer.from(response.headers.get('payment-required')!, 'base64').toString('utf8'));
    expect(header).toEqual(response.body);
  });
});
