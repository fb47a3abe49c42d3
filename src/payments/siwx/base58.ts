// Base58 (the Bitcoin alphabet, as Solana uses for addresses and signatures). Small inputs only
// (keys and signatures), so the BigInt conversion is plenty fast and needs no dependency.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((character, index) => [character, BigInt(index)]));
/** Longer text than any key or signature we read; bounds the work on hostile input. */
const MAX_LENGTH = 256;

/** The bytes of a base58 string, or undefined when it is empty, too long or not base58. */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length > MAX_LENGTH) return undefined;
  let value = 0n;
  for (const character of text) {
    const digit = INDEX.get(character);
    if (digit === undefined) return undefined;
    value = value * 58n + digit;
  }
  const body: number[] = [];
  while (value > 0n) {
    body.push(Number(value & 0xffn));
    value >>= 8n;
  }
  let leadingZeros = 0;
  while (leadingZeros < text.length && text[leadingZeros] === '1') leadingZeros += 1;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...body.reverse()]);
}

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros += 1;
  return '1'.repeat(leadingZeros) + text;
}
