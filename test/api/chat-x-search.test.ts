// X search (src/augment/chat-x-search.ts): enable_x_search, the chat x_search tool and the responses
// x_search tool search X (the X-API-shaped loopback upstream) and the web (the Brave-shaped one)
// together, in place of the standard web search; the posts and pages reach the model, come back as
// web_search_citations, and each search is charged. Models without supportsXSearch are refused.
import { describe, expect, it } from 'vitest';
import { useSearchApp } from '../support/search-app.js';
import { errorMessageOf } from '../support/error-body.js';

type Citation = { title: string; url: string; content?: string; date?: string };
type Completion = { service_parameters: { web_search_citations: Citation[] }; cost: { usd: number } };

// x-chat's 12 + 5 tokens are charged 0.000007 USD (chat.test.ts); the X search and the web search 0.01 USD each
const TOKENS_USD = 0.000007;

describe('X search in chat and responses', () => {
  const setup = useSearchApp((url) => ({ FIXTURE_X_SEARCH_URL: `${url}/x/2/tweets/search/recent` }));
  const chat = (body: Record<string, unknown>) =>
    setup.app.service.call('createChatCompletion', {
      key: setup.app.key,
      body: { model: 'x-chat', messages: [{ role: 'user', content: 'harbour news' }], ...body } as never,
    });
  const xRequests = () => setup.search.requests.filter((request) => request.path === '/x/2/tweets/search/recent');

  it('POST /chat/completions returns 200 with posts and pages in the prompt and the citations, both searches charged, for enable_x_search', async () => {
    const response = await chat({ service_parameters: { enable_x_search: true, enable_web_search: 'on' } });
    expect(response.status).toBe(200);
    const [x] = xRequests();
    expect(x!.query.get('query')).toBe('harbour news -is:retweet');
    expect(x!.query.get('max_results')).toBe('10');
    expect(x!.query.get('expansions')).toBe('author_id');
    // One web search (X search takes the place of enable_web_search=on's, not in addition to it)
    expect(setup.search.requests.filter((request) => request.path.startsWith('/brave'))).toHaveLength(1);
    const prompt = String(setup.app.upstream.requests[0]!.body.messages.at(-2).content);
    expect(prompt).toContain('Post 1 about harbour news');
    expect(prompt).toContain('harbour news result 1');
    const body = response.body as Completion;
    const citations = body.service_parameters.web_search_citations;
    expect(citations).toHaveLength(13);
    expect(citations.at(-3)).toEqual({
      title: 'Harbour 1 (@harbour1) on X',
      url: 'https://x.com/harbour1/status/190000000000000001',
      content: 'Post 1 about harbour news -is:retweet', // the loopback X API writes its query into its posts
      date: '2026-11-20T08:00:00.000Z',
    });
    expect(body.cost.usd).toBeCloseTo(TOKENS_USD + 0.02, 9);
  });

  it('POST /chat/completions returns 200 with X search for the chat x_search tool, the tool not sent to the engine', async () => {
    const response = await chat({ tools: [{ type: 'x_search' }] });
    expect(response.status).toBe(200);
    expect(xRequests()).toHaveLength(1);
    expect(setup.app.upstream.requests[0]!.body.tools).toBeUndefined();
  });

  it('POST /chat/completions returns 200 without results and no search charged when the X API and the web search fail', async () => {
    setup.search.failWith(503);
    try {
      const response = await chat({ service_parameters: { enable_x_search: true } });
      expect(response.status).toBe(200);
      expect((response.body as Completion).cost.usd).toBeCloseTo(TOKENS_USD, 9);
    } finally {
      setup.search.failWith(undefined);
    }
  });

  it('POST /chat/completions returns 400 for enable_x_search on a model without supportsXSearch', async () => {
    const response = await chat({ model: 'chat-basic', service_parameters: { enable_x_search: true } });
    expect(response.status).toBe(400);
    expect(errorMessageOf(response.body)).toContain('does not support X search');
    expect(xRequests()).toHaveLength(0);
  });

  it('POST /responses returns 200 with a web_search_call item and the handle and date filters in the X query', async () => {
    const response = await setup.app.service.call('createResponse', {
      key: setup.app.key,
      body: {
        model: 'x-chat',
        input: 'harbour news',
        tools: [
          { type: 'x_search', allowed_x_handles: ['@harbour1', 'harbour2'], excluded_x_handles: ['spam'], from_date: '2000-01-01', to_date: '2099-01-01' },
        ],
      } as never,
    });
    expect(response.status).toBe(200);
    const [x] = xRequests();
    expect(x!.query.get('query')).toBe('harbour news (from:harbour1 OR from:harbour2) -from:spam -is:retweet');
    // The recent search covers 7 days: an older from_date is moved up to that.
    expect(Date.now() - Date.parse(x!.query.get('start_time')!)).toBeLessThan(7 * 24 * 3600 * 1000);
    expect(x!.query.get('end_time')).toBe('2099-01-01T00:00:00Z');
    const { output } = response.body as { output: { type: string }[] };
    expect(output.map((item) => item.type)).toEqual(['web_search_call', 'message']);
  });
});
