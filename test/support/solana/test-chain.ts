// A Solana chain for payment tests: LiteSVM (the real SVM runtime with the SPL Token, associated token
// account, Memo and ComputeBudget programs) behind a loopback JSON-RPC, with a USDC-like mint, a payer
// holding tokens, a payTo owner with an empty token account, and a fee payer holding SOL. Nothing here
// touches the network beyond 127.0.0.1.
import { generateKeyPairSync } from 'node:crypto';
import { createKeyPairSignerFromBytes, getBase58Decoder, lamports, type Address, type KeyPairSigner } from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { startSolanaRpcServer } from './rpc-server.js';
import { createTokenAccount, createUsdcLikeMint, tokenBalance } from './token-ledger.js';

/** Devnet's CAIP-2 id: @x402/svm accepts only the public ids, and the RPC URL points here instead. */
export const TEST_SOLANA_NETWORK = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const ONE_SOL = 1_000_000_000n;

export interface SolanaTestChain {
  network: typeof TEST_SOLANA_NETWORK;
  rpcUrl: string;
  /** The USDC-like mint (6 decimals). */
  mint: Address;
  /** The paying wallet, holding `payerTokens` of the mint and no SOL (the fee payer pays fees). */
  payer: KeyPairSigner;
  /** The owner wallet that receives; its token account exists and starts empty. */
  payTo: Address;
  /** The fee payer's secret key, base58 of 64 bytes as operators configure it; funded with SOL. */
  feePayerKey: string;
  /** The fee payer's public key. */
  feePayer: Address;
  svm: LiteSVM;
  /** Token balance of an owner wallet in base units (0 without a token account). */
  balanceOf(owner: Address): Promise<bigint>;
  /** JSON-RPC methods a library asked for that the test endpoint does not implement. */
  unknownMethods: string[];
  stop(): Promise<void>;
}

export interface SolanaTestChainOptions {
  /** Base units of the mint the payer starts with; 20 USDC by default. */
  payerTokens?: bigint;
}

export async function startSolanaTestChain(options: SolanaTestChainOptions = {}): Promise<SolanaTestChain> {
  const payerTokens = options.payerTokens ?? 20_000_000n;
  const svm = new LiteSVM();
  const payer = await createKeyPairSignerFromBytes(newSecretKey());
  const payTo = (await createKeyPairSignerFromBytes(newSecretKey())).address;
  const feePayerSecret = newSecretKey();
  const feePayer = (await createKeyPairSignerFromBytes(feePayerSecret)).address;
  svm.airdrop(feePayer, lamports(ONE_SOL));

  const mint = await createUsdcLikeMint(svm, payerTokens);
  await createTokenAccount(svm, mint, payer.address, payerTokens);
  await createTokenAccount(svm, mint, payTo, 0n);

  const rpc = await startSolanaRpcServer(svm);
  return {
    network: TEST_SOLANA_NETWORK,
    rpcUrl: rpc.url,
    mint,
    payer,
    payTo,
    feePayerKey: getBase58Decoder().decode(feePayerSecret),
    feePayer,
    svm,
    balanceOf: (owner) => tokenBalance(svm, mint, owner),
    unknownMethods: rpc.unknownMethods,
    stop: () => rpc.close(),
  };
}

/** A fresh 64-byte Solana secret key: the ed25519 seed followed by its public key. */
export function newSecretKey(): Uint8Array {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  return Uint8Array.from([...seed, ...raw]);
}
