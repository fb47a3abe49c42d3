// The one way the service fetches a URL a caller gave it (a page to scrape, a document or media
// URL). Only http(s) to public addresses: host names naming this machine or a metadata service are
// refused up front, and every connection's address is checked where it is made, in the connector's
// DNS lookup, so a name that resolves (or re-resolves: DNS rebinding) to an internal address, or a
// redirect to one, never gets a connection. Redirects are followed by hand, each hop checked, up to
// a limit; the whole fetch has a deadline and a byte cap. Upstreams the operator configures
// (engines, search providers) do not go through here: they may be local.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { apiError } from '../errors.js';
import { isInternalHost, isPublicAddress } from './public-addresses.js';

export interface PublicFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Hosts, as URLs name them (a name or a literal address), that may be internal (tests serving pages on loopback); empty in production. */
  allowHosts: readonly string[];
}

export interface FetchedResource {
  /** The URL the content came from, after redirects. */
  url: string;
  /** The media type, lower-case, without parameters ('' when the server sent none). */
  mediaType: string;
  /** The charset parameter of Content-Type, if any. */
  charset?: string;
  body: Buffer;
}

/** The fetch reached the server (or tried to) and did not get a usable answer; the caller words it. */
export class FetchFailure extends Error {}

/** The content is larger than the fetch's byte cap (a caller may answer it with a 413). */
export class ContentTooLarge extends FetchFailure {}

/** Tighter or looser limits for one kind of content (images may be larger than pages; a video URL may not redirect; a voice-changer source may be slower). */
export type FetchOptions = Partial<Pick<PublicFetchLimits, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>>;

const refused = (url: string, reason: string) =>
  apiError('URL_NOT_ALLOWED', { message: `The URL ${url} is not allowed: ${reason}`, details: { _errors: [], url: { _errors: [reason] } } });

/** How long assertPublic waits for a name to resolve. */
const LOOKUP_WAIT_MS = 2_000;

/** The errno-style code the lookup fails with for a name of internal addresses only (not an API error code). */
const NOT_PUBLIC = 'EADDRNOTPUBLIC';

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** A DNS lookup for the connector that answers only addresses the policy allows, so no connection to an internal one is ever opened. */
function checkedLookup(allowHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const hostAllowed = allowHosts.includes(bareHost(hostname));
      const usable = addresses.filter((entry) => hostAllowed || isPublicAddress(entry.address));
      if (usable.length === 0) {
        const denied = Object.assign(new Error(`${hostname} resolves to an internal address`), { code: NOT_PUBLIC });
        return callback(denied, '', 4);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function checkUrl(url: URL, allowHosts: readonly string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(url.href, 'only http and https URLs can be fetched');
  if (url.username || url.password) throw refused(url.href, 'URLs with credentials are not fetched');
  const host = bareHost(url.hostname);
  if (allowHosts.includes(host)) return;
  if (isInternalHost(host)) throw refused(url.href, 'it points at this machine or a metadata service');
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw refused(url.href, 'it points at an internal address');
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new ContentTooLarge(`the content is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** What a failed GET of `url` tells the caller: no answer in time, refused, aborted, or unreachable. */
export function fetchFailure(error: unknown, signal: AbortSignal, url: string, timeoutMs: number): Error {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  // The deadline and undici's own headers and body timeouts have the same length: whichever
  // fires first, the server was reached and did not answer in time.
  const timedOut = signal.aborted && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
  if (timedOut || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return new FetchFailure(`no answer within ${timeoutMs / 1000} s`);
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : new FetchFailure('the request was aborted');
  if (code === NOT_PUBLIC) return refused(url, 'its host resolves to an internal address');
  return new FetchFailure(`the server could not be reached (${code ?? (error as Error).message})`);
}

export class PublicFetcher {
  private readonly agent: Agent;

  constructor(private readonly limits: PublicFetchLimits) {
    this.agent = new Agent({ connect: { lookup: checkedLookup(limits.allowHosts), timeout: limits.timeoutMs }, keepAliveTimeout: 10_000 });
  }

  /**
   * For a URL this service hands on without fetching it (a video job's source media, which the
   * model's engine fetches): the same refusals as a fetch's first hop, its host resolved and every
   * address checked. A data URL is passed. The engine resolves the name again when it fetches, so
   * this stops a URL naming an internal address, not a rebinding name server; media this service
   * fetches itself goes through fetch().
   */
  async assertPublic(address: string): Promise<void> {
    if (/^data:/i.test(address)) return;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw refused(address, 'it is not a valid URL');
    }
    checkUrl(url, this.limits.allowHosts);
    const host = bareHost(url.hostname);
    if (isIP(host) !== 0 || this.limits.allowHosts.includes(host)) return;
    const lookup = checkedLookup(this.limits.allowHosts);
    const failure = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      const slow = setTimeout(() => resolve(null), LOOKUP_WAIT_MS);
      lookup(host, { all: true }, (error) => {
        clearTimeout(slow);
        resolve(error);
      });
    });
    // A name that does not resolve here (or not in time) is the engine's to fail on: only an internal answer is refused.
    if (failure?.code === NOT_PUBLIC) throw refused(url.href, 'its host resolves to an internal address');
  }

  /** GETs `address`, following redirects; throws URL_NOT_ALLOWED (400) for a refused URL or hop, FetchFailure otherwise. */
  async fetch(address: string, signal: AbortSignal, accept = '*/*', options: FetchOptions = {}): Promise<FetchedResource> {
    const maxBytes = options.maxBytes ?? this.limits.maxBytes;
    const maxRedirects = options.maxRedirects ?? this.limits.maxRedirects;
    const timeoutMs = options.timeoutMs ?? this.limits.timeoutMs;
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw refused(address, 'it is not a valid URL');
    }
    for (let hop = 0; ; hop++) {
      checkUrl(url, this.limits.allowHosts);
      const response = await this.get(url, deadline, accept, timeoutMs);
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        await response.body.dump();
        if (hop >= maxRedirects) throw new FetchFailure(maxRedirects === 0 ? 'the URL redirects' : `more than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode >= 400) {
        await response.body.dump();
        throw new FetchFailure(`the server answered HTTP ${response.statusCode}`);
      }
      const declared = response.headers['content-length'];
      if (typeof declared === 'string' && Number(declared) > maxBytes) {
        await response.body.dump();
        throw new ContentTooLarge(`the content is larger than ${maxBytes} bytes`);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const body = await this.read(response.body, deadline, url.href, maxBytes, timeoutMs);
      return {
        url: url.href,
        mediaType: contentType.split(';')[0]!.trim().toLowerCase(),
        charset: /charset="?([^";]+)"?/i.exec(contentType)?.[1]?.trim(),
        body,
      };
    }
  }

  private async get(url: URL, signal: AbortSignal, accept: string, timeoutMs: number) {
    try {
      return await request(url, {
        method: 'GET',
        dispatcher: this.agent,
        signal,
        headers: { accept, 'user-agent': 'Mozilla/5.0 (compatible; inference-service-fetch/1.0)' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      throw fetchFailure(error, signal, url.href, timeoutMs);
    }
  }

  private async read(body: AsyncIterable<Buffer>, signal: AbortSignal, url: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
    try {
      return await readCapped(body, maxBytes);
    } catch (error) {
      throw error instanceof FetchFailure ? error : fetchFailure(error, signal, url, timeoutMs);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
