// GET a search upstream's JSON answer with undici (one pooled Agent, connect and answer timeouts).
// The upstream is the operator's (a SearXNG instance may be on localhost), so it is not checked
// like a caller's URL. Any failure is SearchUnavailable, naming the upstream but never its key.
import { Agent, request } from 'undici';
import { SearchUnavailable } from './search-provider.js';

const TIMEOUT_MS = 10_000;
const agent = new Agent({ connect: { timeout: TIMEOUT_MS }, keepAliveTimeout: 30_000 });

export async function getJson(name: string, url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(url, {
      method: 'GET',
      dispatcher: agent,
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SearchUnavailable(`${name} could not be reached (${(error as { code?: string }).code ?? (error as Error).message})`);
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new SearchUnavailable(`${name} answered HTTP ${response.statusCode}`);
  }
  try {
    return await response.body.json();
  } catch {
    throw new SearchUnavailable(`${name} did not answer JSON (for SearXNG, enable the json format in its settings)`);
  }
}
