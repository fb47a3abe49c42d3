// enable_web_search=on (src/augment/chat-web-search.ts): the latest user message is searched with the
// Brave-shaped loopback upstream, the numbered results reach the model (checked in what the loopback
// chat upstream received), come back as web_search_citations (first in a stream when asked), and the
// search is charged at its price on top of the tokens. POST /responses with the web_search tool: a
// web_search_call item, and the model's [REF]n[/REF] markers (the loopback upstream echoes the
// user's text, so the test writes them there) as url_citation annotations.
import { describe, expect, it } from 'vitest';
import { parseFrames, schemaProblems } from '../support/event-stream.js';
import { reply } from '../support/fake-upstream.js';
import { useSearchApp } from '../support/search-app.js';

type Message = { role: string; content: unknown };
type Citation = { title: string; url: string; content?: string; date?: string };

describe('POST /chat/completions with enable_web_search', () => {
  const setup = useSearchApp();
  const chat = (text: string, parameters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    setup.app.service.call('createChatCompletion', {
      key: setup.app.key,
      body: { model: 'chat-basic', messages: [{ role: 'user', content: text }], service_parameters: parameters, ...extra } as never,
    });
  const sentMessages = (): Message[] => setup.app.upstream.requests.at(-1)!.body.messages;

  it('POST /chat/completions returns 200 with search results in the prompt, citation markers asked for, web_search_citations and the search charged', async () => {
    const response = await chat('When is the next spring tide?', { enable_web_search: 'on', enable_web_citations: true });
    expect(response.status).toBe(200);
    expect(setup.search.requests[0]!.query.get('q')).toBe('When is the next spring tide?');
    // The fixture's service system prompt, then the results, then the user's message.
    const messages = sentMessages();
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    const results = String(messages[1]!.content);
    expect(results).toContain('[1] When is the next spring tide? result 1\nURL: https://example.org/When%20is%20the%20next%20spring%20tide%3F/1');
    expect(results).toContain('[10] ');
    expect(results).toContain('[REF]n[/REF]');
    const body = response.body as { service_parameters: { web_search_citations: Citation[] }; cost: { usd: number } };
    expect(body.service_parameters.web_search_citations).toHaveLength(10);
    expect(body.service_parameters.web_search_citations[0]).toEqual({
      title: 'When is the next spring tide? result 1',
      url: 'https://example.org/When%20is%20the%20next%20spring%20tide%3F/1',
      content: 'A When is the next spring tide? snippet 1',
      date: '2026-02-01T12:00:00.000Z',
    });
    // chat-basic's tokens cost 0.000007 USD (chat.test.ts); the search 0.01 USD
    expect(body.cost.usd).toBeCloseTo(0.010007, 9);
  });

  it('POST /chat/completions returns 200 without citation markers asked for when enable_web_citations is off', async () => {
    await chat('tides', { enable_web_search: 'on' });
    expect(String(sentMessages()[1]!.content)).not.toContain('[REF]');
  });

  it('POST /chat/completions streams web_search_citations first when include_search_results_in_stream is on', async () => {
    const response = await chat('tides', { enable_web_search: 'on', include_search_results_in_stream: true }, { stream: true });
    expect(response.status).toBe(200);
    const chunks = parseFrames(response.text).map((frame) => frame.data as { choices?: unknown[]; service_parameters?: { web_search_citations: Citation[] } });
    expect(chunks[0]!.choices).toEqual([]);
    expect(chunks[0]!.service_parameters!.web_search_citations.map((citation) => citation.url)[0]).toBe('https://example.org/tides/1');
  });

  it('POST /chat/completions returns 200 answering without results, uncharged for search, when the provider fails', async () => {
    setup.search.failWith(500);
    try {
      const response = await chat('tides', { enable_web_search: 'on' });
      expect(response.status).toBe(200);
      expect(sentMessages().map((message) => message.role)).toEqual(['system', 'user']);
      const body = response.body as { service_parameters: { web_search_citations: Citation[] }; cost: { usd: number } };
      expect(body.service_parameters.web_search_citations).toEqual([]);
      expect(body.cost.usd).toBeCloseTo(0.000007, 9);
    } finally {
      setup.search.failWith(undefined);
    }
  });

  type Documents = { documents: { id: string; title: string; url: string; snippet: string; published_at: string | null }[] };
  type ToolCallOut = { id: string; type: string; function: { name: string; arguments: string } };

  it('POST /chat/completions returns 200 with the results as a service_web_search_documents tool call when return_search_results_as_documents is on', async () => {
    const response = await chat('tides', { enable_web_search: 'on', return_search_results_as_documents: true });
    expect(response.status).toBe(200);
    const [choice] = (response.body as { choices: { finish_reason: string; message: { content: string; tool_calls: ToolCallOut[] } }[] }).choices;
    expect(choice!.finish_reason).toBe('tool_calls');
    expect(choice!.message.content).toBe('echo: tides');
    const [call] = choice!.message.tool_calls;
    expect(call).toMatchObject({ id: 'web_search_call', type: 'function', function: { name: 'service_web_search_documents' } });
    const { documents } = JSON.parse(call!.function.arguments) as Documents;
    expect(documents).toHaveLength(10);
    expect(documents[0]).toEqual({
      id: '1',
      title: 'tides result 1',
      url: 'https://example.org/tides/1',
      snippet: 'A tides snippet 1',
      published_at: '2026-02-01T12:00:00.000Z',
    });
  });

  it("POST /chat/completions streams the documents tool call before the content, the model's calls after it", async () => {
    setup.app.upstream.script(reply({ content: 'Spring tides', toolCalls: [{ id: 'call_1', name: 'get_tide', arguments: '{}' }] }));
    const tools = [{ type: 'function', function: { name: 'get_tide' } }];
    const response = await chat('tides', { enable_web_search: 'on', return_search_results_as_documents: true }, { stream: true, tools });
    expect(response.status).toBe(200);
    type Chunk = { choices?: { delta: { content?: string; tool_calls?: (Partial<ToolCallOut> & { index: number })[] }; finish_reason: string | null }[] };
    const chunks = parseFrames(response.text)
      .slice(0, -1)
      .map((frame) => frame.data as Chunk);
    for (const chunk of chunks) expect(schemaProblems('ChatCompletionChunk', chunk)).toEqual([]);
    const documentsAt = chunks.findIndex((chunk) => chunk.choices?.[0]?.delta.tool_calls?.[0]?.function?.name === 'service_web_search_documents');
    const contentAt = chunks.findIndex((chunk) => chunk.choices?.[0]?.delta.content);
    expect(documentsAt).toBeGreaterThanOrEqual(0);
    expect(documentsAt).toBeLessThan(contentAt);
    const calls = chunks.flatMap((chunk) => chunk.choices?.[0]?.delta.tool_calls ?? []).filter((call) => call.id);
    expect(calls.map((call) => [call.index, call.id])).toEqual([
      [0, 'web_search_call'],
      [1, 'call_1'],
    ]);
    expect(chunks.map((chunk) => chunk.choices?.[0]?.finish_reason).filter(Boolean)).toEqual(['tool_calls']);
  });

  it('POST /chat/completions returns 200 without a documents call when no search ran', async () => {
    const response = await chat('tides', { return_search_results_as_documents: true });
    const [choice] = (response.body as { choices: { finish_reason: string; message: { tool_calls?: unknown[] } }[] }).choices;
    expect(choice!.finish_reason).toBe('stop');
    expect(choice!.message.tool_calls).toBeUndefined();
  });

  it('POST /chat/completions returns 200 without searching when web search is off', async () => {
    await chat('tides', {});
    expect(setup.search.requests).toHaveLength(0);
  });

  type ResponseBody = { output: { type: string; content?: { text: string; annotations: unknown[] }[] }[] };

  it('POST /responses returns 200 with a web_search_call item and url_citation annotations for the web_search tool', async () => {
    const input = 'Tides are driven by the Moon [REF]2[/REF] and not by [REF]99[/REF]';
    const response = await setup.app.service.call('createResponse', {
      key: setup.app.key,
      body: { model: 'chat-basic', input, tools: [{ type: 'web_search' }] } as never,
    });
    expect(response.status).toBe(200);
    expect(String(sentMessages().at(-2)!.content)).toContain('[REF]n[/REF]'); // citations asked for
    const { output } = response.body as ResponseBody;
    expect(output.map((item) => item.type)).toEqual(['web_search_call', 'message']);
    const text = output[1]!.content![0]!.text;
    const start = text.indexOf('[REF]2[/REF]');
    expect(output[1]!.content![0]!.annotations).toEqual([
      {
        type: 'url_citation',
        url: `https://example.org/${encodeURIComponent(input)}/2`,
        title: `${input} result 2`,
        start_index: start,
        end_index: start + 12,
      },
    ]);
  });

  it('POST /responses streams response.web_search.done before the answer when web_search is true', async () => {
    const response = await setup.app.service.call('createResponse', {
      key: setup.app.key,
      body: { model: 'chat-basic', input: 'tides [REF]1[/REF]', web_search: true, stream: true } as never,
    });
    expect(response.status).toBe(200);
    const frames = parseFrames(response.text).slice(0, -1);
    for (const frame of frames) expect(schemaProblems('ResponsesStreamEvent', frame.data)).toEqual([]);
    const types = frames.map((frame) => (frame.data as { type?: string }).type);
    expect(types.slice(0, 4)).toEqual(['response.created', 'response.output_item.added', 'response.web_search.done', 'response.output_item.done']);
    const completed = parseFrames(response.text)
      .map((frame) => frame.data as { type?: string; response?: ResponseBody })
      .find((data) => data.type === 'response.completed');
    expect(completed!.response!.output[1]!.content![0]!.annotations).toHaveLength(1);
  });
});
