// Base58 (the Bitcoin alphabet, as Solana uses for addresses and signatures), with @solana/kit's codec:
// the library that already reads Solana's keys here. A thin wrapper keeps this module's contract:
// hostile text (empty, too long, not base58) reads as undefined, never as an exception.
import { getBase58Codec } from '@solana/kit';

const codec = getBase58Codec();
/** Longer text than any key or signature we read; bounds the work on hostile input. */
const MAX_LENGTH = 256;

/** The bytes of a base58 string, or undefined when it is empty, too long or not base58. */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length > MAX_LENGTH) return undefined;
  try {
    return Uint8Array.from(codec.encode(text));
  } catch {
    return undefined;
  }
}

export function encodeBase58(bytes: Uint8Array): string {
  return codec.decode(bytes);
}
