// Step 2 of the pipeline: responses are compressed (br or gzip) by koa-compress when the client asks
// for it, the type is compressible and the body is at least THRESHOLD_BYTES. Its work runs on
// libuv's thread pool and the answer goes out chunked. The same request gets the same encoding
// whatever else the process is doing (docs/decisions/0037). Event streams are never compressed
// (sse.ts turns compression off: a window would hold events back).
import compress from 'koa-compress';
import type Koa from 'koa';
import { constants as zlib } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves no packet. */
export const THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;

export function responseCompression(): Koa.Middleware {
  return compress({
    threshold: THRESHOLD_BYTES,
    deflate: false,
    gzip: { flush: zlib.Z_SYNC_FLUSH },
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // When the client takes both alike, gzip: under load its encoders hold less memory than brotli's (0037).
    encodingPreference: ['gzip', 'br', 'identity'],
  });
}
