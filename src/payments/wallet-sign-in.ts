// SIGN-IN-WITH-X in the HTTP pipeline: which audience a sign-in must name (this service's host and
// base URL), the verifier with its nonce store, and the challenge the 402s hand out. The checks
// themselves live in ./siwx.
//
// The audience is this service's own origin, never the request's Host header: a signature a
// phishing page collected for evil.example must not be accepted here because the attacker sends
// `Host: evil.example`. The origin is PUBLIC_BASE_URL, or else the address the server listens on
// (bound once it listens; src/main.ts refuses to start with wallet top-ups on a non-loopback
// address without PUBLIC_BASE_URL).
import { randomBytes } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import type { Database } from '../store/database.js';
import {
  BASE_CHAIN_ID,
  DatabaseNonceStore,
  DEFAULT_FRESHNESS,
  jsonRpcContractVerifier,
  type ContractSignatureVerifier,
  SOLANA_MAINNET_REFERENCE,
  verifySignIn,
  type ExpectedAudience,
  type SiwxOutcome,
} from './siwx/index.js';

type SiwxChallenge = components['schemas']['SiwxChallenge'];

/**
 * How long a challenge's message may live: as long as the verifier accepts a message after its
 * Issued At (5 minutes; a longer Expiration Time, up to the 10 minutes the reference API recommends,
 * is accepted but cannot extend that). Each signature admits one request, so this is ample.
 */
const CHALLENGE_LIFETIME_MS = DEFAULT_FRESHNESS.maxAgeMs;
const PRUNE_EVERY_MS = 60_000;
export const SIGN_IN_STATEMENT = 'Sign in to pay for API requests from your x402 wallet credit.';

export interface WalletSignInOptions {
  database: Database;
  /** The public base URL clients use (e.g. https://api.example.com); unset, the listen address once bound. */
  publicBaseUrl?: string;
  /** A Base JSON-RPC endpoint for EIP-1271 contract wallets; unset, only ordinary accounts sign in. */
  baseRpcUrl?: string;
  /** Solana CAIP-2 references accepted besides mainnet's, which always is (a devnet deployment, tests). */
  solanaReferences?: readonly string[];
  now?: () => number;
}

export class WalletSignIn {
  private readonly nonces: DatabaseNonceStore;
  private readonly now: () => number;
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly contractSignatures?: ContractSignatureVerifier;
  readonly solanaReferences: readonly string[];
  private listenOrigin?: string;

  constructor(private readonly options: WalletSignInOptions) {
    this.now = options.now ?? Date.now;
    this.nonces = new DatabaseNonceStore(options.database, this.now);
    this.solanaReferences = [...new Set([SOLANA_MAINNET_REFERENCE, ...(options.solanaReferences ?? [])])];
    this.contractSignatures = options.baseRpcUrl ? jsonRpcContractVerifier({ rpcUrl: options.baseRpcUrl }) : undefined;
    // Spent nonces are only needed while their messages could still pass the freshness checks.
    this.pruneTimer = setInterval(() => void this.nonces.pruneExpired().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** The server listens: without PUBLIC_BASE_URL, its address is the origin sign-ins must name. */
  bindListenAddress(origin: string): void {
    this.listenOrigin = new URL(origin).origin;
  }

  /** This service's origin, e.g. https://api.example.com. */
  origin(): string {
    const origin = this.options.publicBaseUrl ? new URL(this.options.publicBaseUrl).origin : this.listenOrigin;
    if (!origin) throw new Error('wallet sign-in: no origin yet (PUBLIC_BASE_URL unset and the server not listening)');
    return origin;
  }

  /** The domain and URI every sign-in must name: this service's, whatever the request says. */
  audience(): ExpectedAudience {
    const base = new URL(this.origin());
    return { domain: base.host, uri: `${base.origin}/api/v1` };
  }

  verify(headerValue: string): Promise<SiwxOutcome> {
    return verifySignIn(headerValue, {
      audience: this.audience(),
      nonces: this.nonces,
      now: this.now,
      solanaReferences: this.solanaReferences,
      contractSignatures: this.contractSignatures,
    });
  }

  /** A fresh sign-in challenge for a 402: what to sign, and on which chains. */
  challenge(): SiwxChallenge {
    const { domain, uri } = this.audience();
    const issuedAt = this.now();
    return {
      info: {
        domain,
        uri,
        version: '1',
        nonce: randomBytes(8).toString('hex'),
        issuedAt: new Date(issuedAt).toISOString(),
        expirationTime: new Date(issuedAt + CHALLENGE_LIFETIME_MS).toISOString(),
        statement: SIGN_IN_STATEMENT,
      },
      supportedChains: [
        { chainId: `eip155:${BASE_CHAIN_ID}`, type: 'eip191' },
        ...this.solanaReferences.map((reference) => ({ chainId: `solana:${reference}`, type: 'ed25519' as const })),
      ],
    };
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }
}
