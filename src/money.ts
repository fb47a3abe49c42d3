// Money is integer micro-units end to end (1e-6 USD, the stablecoin's own unit; DIEM likewise),
// held as bigint; decimals appear only where the API shows them.

export type Currency = 'USD' | 'DIEM';
export const MICRO = 1_000_000n;
/** The most a balance can hold (the ledger's bigint columns): a hold of more can never be covered. */
export const MAX_BALANCE_MICRO = 2n ** 63n - 1n;

/** A decimal amount (number or string, as the API and config carry them) in micro-units, rounded half up. */
export function toMicro(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(7) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}0000000`.slice(0, 7);
  let micro = BigInt(whole!) * MICRO + BigInt(padded.slice(0, 6));
  if (Number(padded[6]) >= 5) micro += 1n;
  return sign === '-' ? -micro : micro;
}

/** Micro-units as a decimal number (for JSON fields the spec types as number). */
export function fromMicro(micro: bigint): number {
  return Number(micro) / 1e6;
}

/** Micro-units as a decimal string with `digits` places (for headers and the usage fields). */
export function formatMicro(micro: bigint, digits = 6): string {
  const negative = micro < 0n;
  let absolute = negative ? -micro : micro;
  let places = 6;
  if (digits < 6) {
    const factor = 10n ** BigInt(6 - digits);
    absolute = (absolute + factor / 2n) / factor; // half up
    places = digits;
  }
  const unit = 10n ** BigInt(places);
  const fraction = (absolute % unit).toString().padStart(places, '0') + '0'.repeat(Math.max(0, digits - places));
  const sign = negative && absolute !== 0n ? '-' : '';
  return `${sign}${absolute / unit}${digits > 0 ? `.${fraction}` : ''}`;
}

export const accountOwner = (accountId: string) => `account:${accountId}`;
/** EVM addresses are case-insensitive (stored lower-case); Solana's base58 addresses are not. */
export const walletOwner = (address: string) => `wallet:${/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address}`;

/** Whose ledger pays: a wallet's own, or the account behind an API key (a principal or a charge's payer). */
export const payerOwner = (payer: { kind: 'wallet'; address: string } | { kind: 'key' | 'account'; accountId: string }) =>
  payer.kind === 'wallet' ? walletOwner(payer.address) : accountOwner(payer.accountId);
