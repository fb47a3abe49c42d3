// Step 2 of the pipeline: responses are compressed (br or gzip) when the client asks for it, the
// type is compressible and the body is at least THRESHOLD_BYTES. Two ways:
//
//   - Inline: a body already in memory, up to SYNC_LIMIT_BYTES (a chat completion, an error, a
//     page of usage), is compressed here in one call and answered with its Content-Length in one
//     write, while the process is serving at most INLINE_MAX_IN_FLIGHT requests.
//   - In a stream (koa-compress): larger bodies, streams, and every body while the process is
//     busier than that. The work goes to libuv's thread pool and back, and the answer goes out
//     chunked, in several writes.
//
// Why both. For a lone 1.5 KB chat completion the stream added ~0.26 ms (br) or ~0.08 ms (gzip) to
// every request of a client that sends Accept-Encoding, as the OpenAI SDKs do, where compressing
// it inline takes 24 µs (gzip) to 45 µs (brotli) (measured at c=1 on loopback). Under load the
// trade turns: inline, every other request waits for each compression, and at c=64 on two cores
// the service answered 5-17% fewer requests a second than with the stream, whose compression ran
// on the other core. Past about ten requests in flight, their waits add up to more than the
// stream's hop costs the one request. Event streams are never compressed (sse.ts turns
// compression off: a window would hold events back).
//
// Both ways offer the same encodings and leave alone what koa-compress leaves alone; koa-compress
// skips whatever was compressed here (it finds Content-Encoding set). Where the client likes br and
// gzip alike, inline takes the one it lists first, the stream gzip.
import compress from 'koa-compress';
import type Koa from 'koa';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves no packet. */
export const THRESHOLD_BYTES = 1024;
/** Larger bodies are compressed in a stream, off the event loop: 16 KB of JSON takes ~0.14 ms to compress here. */
export const SYNC_LIMIT_BYTES = 16 * 1024;
/** With more requests in flight than this, bodies are compressed in a stream (above). */
export const INLINE_MAX_IN_FLIGHT = 10;
const BROTLI_QUALITY = 4;
const EMPTY_BODY_STATUSES = new Set([204, 205, 206, 304]);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
// What koa-compress's default filter (the `compressible` package) says of the types answered in one piece here.
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript|yaml|x-yaml)\b)/i;

type Encoding = 'br' | 'gzip';

const encoders: Record<Encoding, (body: string | Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (body) => gzipSync(body),
};

/** A string or bytes of a size compressed here (Koa measured it when the body was set); else undefined. */
function bodyInMemory(ctx: Koa.Context): string | Buffer | undefined {
  const body: unknown = ctx.body;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return undefined;
  const size = ctx.response.length;
  return size !== undefined && size >= THRESHOLD_BYTES && size <= SYNC_LIMIT_BYTES ? body : undefined;
}

function compressedHere(ctx: Koa.Context, inFlight: number): void {
  if (inFlight > INLINE_MAX_IN_FLIGHT) return;
  if (ctx.compress === false || ctx.method === 'HEAD' || ctx.res.headersSent || !ctx.writable) return;
  if (EMPTY_BODY_STATUSES.has(ctx.status) || ctx.response.get('Content-Encoding') || ctx.response.get('Content-Range')) return;
  if (!COMPRESSIBLE_TYPE.test(ctx.response.get('Content-Type')) || NO_TRANSFORM.test(ctx.response.get('Cache-Control'))) return;
  const body = bodyInMemory(ctx);
  if (body === undefined) return;
  // The client's first choice of the two (on a tie, the one it lists first); identity or false when it takes neither.
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return;
  ctx.body = encoders[encoding](body); // Koa keeps the Content-Type and sets Content-Length from the buffer
  ctx.set('Content-Encoding', encoding);
}

/** `inFlight`: how many requests the process is serving now (this one included). */
export function responseCompression(inFlight: () => number): Koa.Middleware {
  const streamed = compress({
    threshold: THRESHOLD_BYTES,
    deflate: false,
    gzip: { flush: zlib.Z_SYNC_FLUSH },
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // When the client takes both alike, gzip: under load its encoders held less memory (RSS after
    // c=64 asking "gzip, deflate, br": 338-347 MB against 373-390 with brotli) for a little less CPU.
    encodingPreference: ['gzip', 'br', 'identity'],
  });
  return (ctx, next) => {
    // A request that asks for no encoding gets none from koa-compress either (it takes no header
    // for identity): only its Vary is needed, not its checks of the body on the way out.
    if (!ctx.get('Accept-Encoding')) {
      ctx.vary('Accept-Encoding');
      return next();
    }
    return streamed(ctx, async () => {
      await next();
      compressedHere(ctx, inFlight());
    });
  };
}
