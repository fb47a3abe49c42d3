// POST /chat/completions with the messages OpenAI clients send when they replay a conversation:
// every ChatCompletionMessageParam shape of the openai package (typed by it, so a shape the SDK
// cannot produce does not compile here), what reaches the engine, and 400s that say what is wrong.
import type OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

describe('Chat messages', () => {
  let app: InferenceApp;
  const chat = (messages: unknown[]) => app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages } as never });
  /** The messages the upstream engine was sent. */
  const sentMessages = () => (app.upstream.requests.at(-1)!.body as { messages: Record<string, unknown>[] }).messages;
  const call = { id: 'call_1', type: 'function' as const, function: { name: 'get_time', arguments: '{"zone":"UTC"}' } };

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());
  beforeEach(() => app.upstream.reset());

  it('POST /chat/completions returns 200 for an assistant message with content null and empty or absent tool_calls', async () => {
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: null, tool_calls: [] },
      { role: 'assistant', content: null },
      { role: 'assistant' },
      { role: 'user', content: 'Still there?' },
    ];
    const response = await chat(messages);
    expect(response.status).toBe(200);
    expect(sentMessages().slice(-4)).toEqual([
      { role: 'assistant', content: '' },
      { role: 'assistant', content: '' },
      { role: 'assistant', content: '' },
      { role: 'user', content: 'Still there?' },
    ]);
  });

  it('POST /chat/completions returns 200 for every message shape the openai SDK replays, each reaching the engine as text or a tool exchange', async () => {
    // what chat.completions.create returned earlier (ChatCompletionMessage), pushed back as it is
    const earlier: OpenAI.ChatCompletionMessage = { role: 'assistant', content: 'It is noon.', refusal: null, annotations: [], audio: null };
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'developer', content: [{ type: 'text', text: 'Be brief.' }], name: 'ops' },
      { role: 'system', content: [{ type: 'text', text: 'You tell the time.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Time?' }], name: 'ada' },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: [{ type: 'text', text: '12:00' }] },
      earlier,
      { role: 'user', content: 'Something forbidden' },
      { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot help with that.' }] },
      { role: 'assistant', content: null, refusal: 'Not that either.' },
      { role: 'assistant', content: [{ type: 'text', text: 'Spoken answer' }], audio: { id: 'audio_1' }, name: 'clock' },
      { role: 'assistant', content: null, function_call: { name: 'get_date', arguments: '{}' } },
      { role: 'function', name: 'get_date', content: '2026-11-27' },
      { role: 'user', content: 'Thanks' },
    ];
    const response = await chat(messages);
    expect(response.status).toBe(200);
    const sent = sentMessages();
    expect(sent.slice(-13)).toEqual([
      { role: 'system', content: 'Be brief.', name: 'ops' }, // an openai-compatible upstream takes developer as system
      { role: 'system', content: 'You tell the time.' },
      { role: 'user', content: [{ type: 'text', text: 'Time?' }], name: 'ada' },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: '12:00' },
      { role: 'assistant', content: 'It is noon.' },
      { role: 'user', content: 'Something forbidden' },
      { role: 'assistant', content: 'I cannot help with that.' },
      { role: 'assistant', content: 'Not that either.' },
      { role: 'assistant', content: 'Spoken answer', name: 'clock' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'function-get_date', type: 'function', function: { name: 'get_date', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'function-get_date', content: '2026-11-27', name: 'get_date' },
      { role: 'user', content: 'Thanks' },
    ]);
  });

  it('POST /chat/completions returns 400 saying what is wrong with a message, never "must NOT be valid"', async () => {
    const cases: [unknown, RegExp][] = [
      [{ role: 'tool', content: '12:00' }, /tool_call_id[\s\S]*Field is required/],
      [{ role: 'function', content: '12:00' }, /name[\s\S]*Field is required/],
      [{ role: 'assistant', content: [{ type: 'image_url', image_url: { url: 'https://example.com/a.png' } }] }, /type/],
      [{ role: 'assistant', content: null, tool_calls: [{ id: 'call_2', type: 'function', function: { name: 'f' } }] }, /arguments[\s\S]*Field is required/],
      [{ role: 'bot', content: 'Hi' }, /role/],
    ];
    for (const [message, says] of cases) {
      const response = await chat([{ role: 'user', content: 'Hi' }, message]);
      expect({ message, status: response.status }).toEqual({ message, status: 400 });
      expect(response.text).toMatch(says);
      expect(response.text).not.toContain('must NOT be valid');
    }
    expect(app.upstream.requests).toHaveLength(0);
  });
});
