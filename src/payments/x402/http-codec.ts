// The x402 header codecs (PAYMENT-REQUIRED, PAYMENT-SIGNATURE, PAYMENT-RESPONSE) of @x402/core/http,
// imported on first use rather than at boot: that module and the schema library it brings hold
// about 3 MB of memory in every process, and a server whose callers all pay by API key never
// writes or reads an x402 header (docs/decisions/0016-memory.md).
let codec: Promise<typeof import('@x402/core/http')> | undefined;

export function x402HttpCodec(): Promise<typeof import('@x402/core/http')> {
  codec ??= import('@x402/core/http');
  return codec;
}
