// enable_web_search=auto (src/augment/chat-auto-search.ts, src/inference/service-tool.ts): the service
// offers the model a web_search tool; the loopback upstream is scripted to call it (or not), the
// Brave-shaped loopback provider answers the search, and the test checks what the upstream received
// in the second round (the call and its results as a tool message), the answer, the echo and the
// charge: tokens of both rounds plus one search, or no search at all when the model did not call it.
import { describe, expect, it } from 'vitest';
import { parseFrames, schemaProblems } from '../support/event-stream.js';
import { reply } from '../support/fake-upstream.js';
import { useSearchApp } from '../support/search-app.js';

type Citation = { title: string; url: string };
type Completion = {
  choices: { finish_reason: string; message: { content: string | null; tool_calls?: { id: string; function: { name: string } }[] } }[];
  usage: { prompt_tokens: number; completion_tokens: number };
  cost: { usd: number };
  service_parameters: { web_search_citations: Citation[] };
};
type Chunk = {
  choices?: { delta: { content?: string; tool_calls?: { function?: { name?: string } }[] }; finish_reason: string | null }[];
  usage?: { prompt_tokens: number; completion_tokens: number };
  cost?: { usd: number };
  service_parameters?: { web_search_citations: Citation[] };
};

const searchCall = (query: string, id = 'call_search') => ({ id, name: 'web_search', arguments: JSON.stringify({ query }) });
const weatherTool = { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } };
const weatherCall = { id: 'call_weather', name: 'get_weather', arguments: '{"city":"Brest"}' };
// chat-basic at 0.2/0.8 USD per million tokens: one round's 12 + 5 tokens cost 6.4 micro-USD,
// charged as 7; two rounds' 24 + 10 cost 12.8, charged as 13. A search costs 0.01 USD.
const ROUND_USD = 0.000007;
const TWO_ROUNDS_USD = 0.000013;
const SEARCH_USD = 0.01;

describe('POST /chat/completions with enable_web_search=auto', () => {
  const setup = useSearchApp();
  const chat = (extra: Record<string, unknown> = {}, parameters: Record<string, unknown> = {}) =>
    setup.app.service.call('createChatCompletion', {
      key: setup.app.key,
      body: {
        model: 'chat-basic',
        messages: [{ role: 'user', content: 'When is the next spring tide in Brest?' }],
        service_parameters: { enable_web_search: 'auto', ...parameters },
        ...extra,
      } as never,
    });
  const offered = (index: number): string[] =>
    (setup.app.upstream.requests[index]!.body.tools ?? []).map((tool: { function: { name: string } }) => tool.function.name);

  it('POST /chat/completions returns 200 with the search run, its results given back as a tool message and charged once, when the model calls web_search', async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('spring tide Brest')] }));
    const response = await chat({}, { enable_web_citations: true });
    expect(response.status).toBe(200);
    expect(setup.search.requests.map((request) => request.query.get('q'))).toEqual(['spring tide Brest']);
    expect(setup.app.upstream.requests).toHaveLength(2);
    expect(offered(0)).toEqual(['web_search']);
    // The second round: the call and its results, the search tool no longer offered.
    const second = setup.app.upstream.requests[1]!.body;
    expect(second.tools).toBeUndefined();
    const [call, result] = second.messages.slice(-2);
    expect(call).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_search', function: { name: 'web_search' } }] });
    expect(result.role).toBe('tool');
    expect(result.tool_call_id).toBe('call_search');
    expect(result.content).toContain('[1] spring tide Brest result 1\nURL: https://example.org/spring%20tide%20Brest/1');
    expect(result.content).toContain('[REF]n[/REF]');
    const body = response.body as Completion;
    expect(body.choices[0]!.message.content).toBe('echo: When is the next spring tide in Brest?');
    expect(body.choices[0]!.finish_reason).toBe('stop');
    expect(body.service_parameters.web_search_citations).toHaveLength(10);
    expect(body.usage).toMatchObject({ prompt_tokens: 24, completion_tokens: 10 });
    expect(body.cost.usd).toBeCloseTo(TWO_ROUNDS_USD + SEARCH_USD, 9);
  });

  it('POST /chat/completions returns 200 without a search or its charge when the model does not call web_search', async () => {
    const response = await chat();
    expect(response.status).toBe(200);
    expect(offered(0)).toEqual(['web_search']);
    expect(setup.app.upstream.requests).toHaveLength(1);
    expect(setup.search.requests).toHaveLength(0);
    const body = response.body as Completion;
    expect(body.service_parameters.web_search_citations).toEqual([]);
    expect(body.cost.usd).toBeCloseTo(ROUND_USD, 9);
  });

  it("POST /chat/completions returns 200 with the caller's tool call passed on, and no search, when the model calls only the caller's tool", async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [weatherCall] }));
    const response = await chat({ tools: [weatherTool] });
    expect(response.status).toBe(200);
    expect(offered(0)).toEqual(['get_weather', 'web_search']);
    expect(setup.search.requests).toHaveLength(0);
    const choice = (response.body as Completion).choices[0]!;
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message.tool_calls!.map((call) => call.id)).toEqual(['call_weather']);
  });

  it("POST /chat/completions returns 200 with the caller's tool still offered after a search, and its call passed on", async () => {
    // The model calls both at once: the search is answered, the caller's call dropped, and the
    // model calls it again in the second round, which reaches the caller.
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides'), weatherCall] }), reply({ content: null, toolCalls: [weatherCall] }));
    const response = await chat({ tools: [weatherTool] });
    expect(response.status).toBe(200);
    expect(setup.search.requests).toHaveLength(1);
    expect(offered(1)).toEqual(['get_weather']);
    const [call] = setup.app.upstream.requests[1]!.body.messages.slice(-2);
    expect(call.tool_calls.map((toolCall: { id: string }) => toolCall.id)).toEqual(['call_search']);
    const body = response.body as Completion;
    expect(body.choices[0]!.message.tool_calls!.map((toolCall) => toolCall.function.name)).toEqual(['get_weather']);
    expect(body.cost.usd).toBeCloseTo(TWO_ROUNDS_USD + SEARCH_USD, 9);
  });

  it('POST /chat/completions returns 200 with the failure given to the model, and no search charge, when the provider fails', async () => {
    setup.search.failWith(500);
    try {
      setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides')] }));
      const response = await chat();
      expect(response.status).toBe(200);
      expect(setup.app.upstream.requests[1]!.body.messages.at(-1)).toMatchObject({ role: 'tool', content: 'The web search failed; answer without it.' });
      const body = response.body as Completion;
      expect(body.service_parameters.web_search_citations).toEqual([]);
      expect(body.cost.usd).toBeCloseTo(TWO_ROUNDS_USD, 9);
    } finally {
      setup.search.failWith(undefined);
    }
  });

  it('POST /chat/completions returns 200 without offering the tool to a model that cannot call tools', async () => {
    const response = await chat({ model: 'plain-chat' });
    expect(response.status).toBe(200);
    expect(setup.app.upstream.requests[0]!.body.tools).toBeUndefined();
  });

  it('POST /chat/completions returns 200 without offering the tool when tool_choice is none', async () => {
    const response = await chat({ tools: [weatherTool], tool_choice: 'none' });
    expect(response.status).toBe(200);
    expect(offered(0)).toEqual(['get_weather']);
  });

  it('POST /chat/completions returns 400 when a caller function is named web_search', async () => {
    const response = await chat({ tools: [{ type: 'function', function: { name: 'web_search' } }] });
    expect(response.status).toBe(400);
  });

  it('POST /chat/completions streams the second round, the sources and one usage of both rounds when the model calls web_search', async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides')] }));
    const response = await chat({ stream: true }, { include_search_results_in_stream: true });
    expect(response.status).toBe(200);
    const frames = parseFrames(response.text);
    expect(frames.at(-1)!.data).toBe('[DONE]');
    const chunks = frames.slice(0, -1).map((frame) => frame.data as Chunk);
    for (const chunk of chunks) expect(schemaProblems('ChatCompletionChunk', chunk)).toEqual([]);
    expect(setup.search.requests).toHaveLength(1);
    const content = chunks.map((chunk) => chunk.choices?.[0]?.delta.content ?? '').join('');
    expect(content).toBe('echo: When is the next spring tide in Brest?');
    // The service's call never reaches the caller; the sources arrive in a chunk of their own.
    expect(chunks.some((chunk) => chunk.choices?.[0]?.delta.tool_calls)).toBe(false);
    expect(chunks.filter((chunk) => chunk.service_parameters)[0]!.service_parameters!.web_search_citations).toHaveLength(10);
    expect(chunks.filter((chunk) => chunk.choices?.[0]?.finish_reason).map((chunk) => chunk.choices![0]!.finish_reason)).toEqual(['stop']);
    const last = chunks.at(-1)!;
    expect(last.usage).toMatchObject({ prompt_tokens: 24, completion_tokens: 10 });
    expect(last.cost!.usd).toBeCloseTo(TWO_ROUNDS_USD + SEARCH_USD, 9);
  });

  it("POST /chat/completions streams the caller's tool call, and no search, when the model calls only the caller's tool", async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [weatherCall] }));
    const response = await chat({ stream: true, tools: [weatherTool] });
    expect(response.status).toBe(200);
    const chunks = parseFrames(response.text)
      .slice(0, -1)
      .map((frame) => frame.data as Chunk);
    expect(setup.search.requests).toHaveLength(0);
    const names = chunks.flatMap((chunk) => chunk.choices?.[0]?.delta.tool_calls ?? []).map((call) => call.function?.name);
    expect(names.filter(Boolean)).toEqual(['get_weather']);
    expect(chunks.filter((chunk) => chunk.choices?.[0]?.finish_reason).map((chunk) => chunk.choices![0]!.finish_reason)).toEqual(['tool_calls']);
    expect(chunks.at(-1)!.cost!.usd).toBeCloseTo(ROUND_USD, 9);
  });

  it('POST /chat/completions returns 200 with the documents tool call after the model searched, when return_search_results_as_documents is on', async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides')] }));
    const response = await chat({}, { return_search_results_as_documents: true });
    expect(response.status).toBe(200);
    const choice = (response.body as Completion).choices[0]!;
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message.tool_calls!.map((call) => call.function.name)).toEqual(['service_web_search_documents']);
  });

  it('POST /chat/completions returns 200 with the web_search tool served as auto', async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides')] }));
    const response = await chat({ tools: [{ type: 'web_search' }] }, { enable_web_search: 'off' });
    expect(response.status).toBe(200);
    expect(offered(0)).toEqual(['web_search']);
    expect(setup.search.requests).toHaveLength(1);
    const body = response.body as Completion & { service_parameters: { enable_web_search: string } };
    expect(body.service_parameters.enable_web_search).toBe('auto');
    expect(body.service_parameters.web_search_citations).toHaveLength(10);
  });

  it('POST /responses returns 200 with a web_search_call item when the model calls web_search (service_parameters auto)', async () => {
    setup.app.upstream.script(reply({ content: null, toolCalls: [searchCall('tides')] }));
    const response = await setup.app.service.call('createResponse', {
      key: setup.app.key,
      body: { model: 'chat-basic', input: 'tides?', service_parameters: { enable_web_search: 'auto' } } as never,
    });
    expect(response.status).toBe(200);
    expect(setup.search.requests).toHaveLength(1);
    const { output } = response.body as { output: { type: string }[] };
    expect(output.map((item) => item.type)).toEqual(['web_search_call', 'message']);
  });

  it('POST /responses streams response.web_search.done and the second round when the model calls web_search (service_parameters auto)', async () => {
    setup.app.upstream.script(reply({ content: 'Let me look. ', toolCalls: [searchCall('tides')] }));
    const response = await setup.app.service.call('createResponse', {
      key: setup.app.key,
      body: { model: 'chat-basic', input: 'tides?', stream: true, service_parameters: { enable_web_search: 'auto' } } as never,
    });
    expect(response.status).toBe(200);
    const frames = parseFrames(response.text).slice(0, -1);
    for (const frame of frames) expect(schemaProblems('ResponsesStreamEvent', frame.data)).toEqual([]);
    const events = frames.map(
      (frame) => frame.data as { type: string; delta?: string; response?: { output: { type: string }[]; usage: { input_tokens: number } } },
    );
    expect(events.map((event) => event.type)).toContain('response.web_search.done');
    expect(events.filter((event) => event.type === 'response.function_call_arguments.delta')).toEqual([]);
    const text = events
      .filter((event) => event.type === 'response.output_text.delta')
      .map((event) => event.delta)
      .join('');
    expect(text).toBe('Let me look. echo: tides?');
    const completed = events.find((event) => event.type === 'response.completed')!;
    expect(completed.response!.output.map((item) => item.type).sort()).toEqual(['message', 'web_search_call']);
    expect(completed.response!.usage.input_tokens).toBe(24);
  });
});
