// Who is calling, as every step after authentication sees it: an API key, or a wallet signed in
// with SIGN-IN-WITH-X. Types only, here at the bottom of src/ so that billing, limits and the
// domain folders can name the caller without depending on how keys or wallets are checked
// (src/accounts, src/payments/siwx).
import type { components } from '../generated/api-types.js';

export type KeyType = 'INFERENCE' | 'ADMIN';

export interface KeyPrincipal {
  kind: 'key';
  accountId: string;
  keyId: string;
  keyType: KeyType;
  modelPrivacy: components['schemas']['ModelPrivacy'];
  expiresAt: Date | null;
  /** The key has USD or DIEM spend caps (its charges are then checked against every replica's spending). */
  spendLimited: boolean;
  /** The key's rate-limit tier; absent means the default tier of config/rate-limits.yaml. */
  rateLimitTier?: string;
}

export type WalletChain = 'base' | 'solana';

/** A verified wallet. EVM addresses are lower-cased; Solana addresses are base58 as signed. */
export interface WalletPrincipal {
  kind: 'wallet';
  address: string;
  chain: WalletChain;
}

export type Principal = KeyPrincipal | WalletPrincipal;
