// enable_web_scraping (src/augment/chat-scraping.ts): the pages the latest user message links to are
// scraped from a loopback site the configuration allows and given to the model (checked in what the
// loopback upstream received); pages that cannot be scraped are left out; each scraped page is
// charged at the scrape price on top of the tokens, streamed or not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFrames } from '../support/event-stream.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startWebPages, type WebPages } from '../support/web-pages.js';

type Message = { role: string; content: unknown };

describe('POST /chat/completions with enable_web_scraping', () => {
  let app: InferenceApp;
  let pages: WebPages;
  const chat = (text: string, extra: Record<string, unknown> = {}) =>
    app.service.call('createChatCompletion', {
      key: app.key,
      body: { model: 'chat-basic', messages: [{ role: 'user', content: text }], service_parameters: { enable_web_scraping: true }, ...extra } as never,
    });
  const sentMessages = (): Message[] => app.upstream.requests.at(-1)!.body.messages;

  beforeAll(async () => {
    pages = await startWebPages();
    app = await startInferenceApp({ AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await pages?.close();
  });
  beforeEach(() => {
    app.upstream.reset();
    pages.requested.length = 0;
  });

  it('POST /chat/completions returns 200 with the linked page given to the model, failed URLs left out, and one scrape charged', async () => {
    const text = `Summarise ${pages.url}/article, and ${pages.url}/missing. Also http://169.254.169.254/latest/meta-data/.`;
    const response = await chat(text);
    expect(response.status).toBe(200);
    // The fixture's service system prompt, then the scraped pages, then the user's message.
    const messages = sentMessages();
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    const system = String(messages[1]!.content);
    expect(system).toContain(`--- ${pages.url}/article ---`);
    expect(system).toContain("Tides rise and fall twice a day along most coasts because the Moon's gravity");
    expect(system).not.toContain('/missing');
    expect(messages[2]!.content).toBe(text);
    expect(pages.requested).toEqual(['/article', '/missing']);
    // chat-basic's tokens cost 0.000007 USD (chat.test.ts); one scraped page 0.01 USD
    expect((response.body as { cost: { usd: number } }).cost.usd).toBeCloseTo(0.010007, 9);
  });

  it('POST /chat/completions returns 200 with at most 5 distinct linked pages scraped', async () => {
    const links = ['article', 'article', 'moved', 'report.pdf', 'letter.docx', 'empty', 'a', 'b'].map((path) => `${pages.url}/${path}`);
    await chat(`Read ${links.join(' ')}`);
    // The first five distinct URLs (/moved redirects to /article); /a and /b are never fetched.
    expect([...new Set(pages.requested)].sort()).toEqual(['/article', '/empty', '/letter.docx', '/moved', '/report.pdf']);
  });

  it('POST /chat/completions returns 200 charging the scraped page in a stream too', async () => {
    const response = await chat(`What does ${pages.url}/report.pdf say?`, { stream: true });
    expect(response.status).toBe(200);
    expect(String(sentMessages().at(-2)!.content)).toContain('Harbour report\nAll moorings inspected');
    const last = parseFrames(response.text)
      .map((frame) => frame.data)
      .filter((data): data is { cost?: { usd: number } } => typeof data === 'object' && data !== null)
      .at(-1);
    expect(last?.cost?.usd).toBeCloseTo(0.010007, 9);
  });

  it('POST /chat/completions returns 200 without fetching anything when enable_web_scraping is off or nothing could be scraped', async () => {
    const off = await app.service.call('createChatCompletion', {
      key: app.key,
      body: { model: 'chat-basic', messages: [{ role: 'user', content: `Summarise ${pages.url}/article` }] } as never,
    });
    expect(off.status).toBe(200);
    expect(pages.requested).toEqual([]);
    const nothing = await chat(`Summarise ${pages.url}/missing`);
    expect(sentMessages().map((message) => message.role)).toEqual(['system', 'user']); // the service prompt only
    expect((nothing.body as { cost: { usd: number } }).cost.usd).toBeCloseTo(0.000007, 9);
  });
});
