// How a failed outbound GET (scraping, media and document URLs) is reported. The deadline and
// undici's headers and body timeouts have the same length, so which of them fires first is down to
// timer scheduling: the caller must read the same reason either way.
import { errors } from 'undici';
import { describe, expect, it } from 'vitest';
import { FetchFailure, fetchFailure } from '../../src/outbound/public-fetch.js';

const URL_TEXT = 'http://203.0.113.7/page';
const open = () => new AbortController().signal;

describe('fetchFailure', () => {
  it('reports a silent server as "no answer within" the timeout, whether the deadline or undici timed out first', async () => {
    const deadline = AbortSignal.timeout(1);
    await new Promise((resolve) => deadline.addEventListener('abort', resolve, { once: true }));
    const reasons = [
      fetchFailure(new Error('aborted'), deadline, URL_TEXT, 2000),
      fetchFailure(new errors.HeadersTimeoutError(), open(), URL_TEXT, 2000),
      fetchFailure(new errors.BodyTimeoutError(), open(), URL_TEXT, 2000),
    ];
    for (const reason of reasons) {
      expect(reason).toBeInstanceOf(FetchFailure);
      expect(reason.message).toBe('no answer within 2 s');
    }
  });

  it('reports a refused connection as unreachable, with its code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(fetchFailure(refused, open(), URL_TEXT, 2000).message).toBe('the server could not be reached (ECONNREFUSED)');
  });

  it("passes on the caller's own abort", () => {
    const caller = new AbortController();
    const reason = new Error('the client closed the connection');
    caller.abort(reason);
    expect(fetchFailure(new Error('aborted'), caller.signal, URL_TEXT, 2000)).toBe(reason);
  });
});
