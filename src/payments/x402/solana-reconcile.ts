// After a crash between "payment recorded" and "settlement seen", find out from the chain whether a
// Solana payment moved money. Two facts make this decidable:
//  - the transaction id is the fee payer's ed25519 signature over the message, and ed25519 signing
//    is deterministic, so holding the fee-payer key we can recompute the id a settle would have
//    broadcast, even when the crash came before the facilitator reported it;
//  - a message carries a recent blockhash and the cluster refuses it once that blockhash is too old
//    (about 150 blocks, a minute or two), so a transaction with no status after its blockhash
//    expired never landed and never can.
// A landed transaction without error is exactly the message the facilitator verified (only our fee
// payer could have signed it), so its TransferChecked of `amount` to payTo ran.
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Blockhash,
  type Signature,
  type Transaction,
} from '@solana/kit';
import type { FeePayerSigner } from './solana-fee-payer-key.js';
import type { ChainOutcome, RecordedPayment } from './rails.js';

export interface SolanaInspection {
  rpcUrl: string;
  payment: RecordedPayment;
  /** Our fee payer (in-process facilitator); without it only a recorded transaction id can be looked up. */
  feePayer?: FeePayerSigner;
}

export async function inspectSolanaPayment({ rpcUrl, payment, feePayer }: SolanaInspection): Promise<ChainOutcome> {
  const transaction = decodeTransaction(payment.payload.payload.transaction);
  if (!transaction) return { state: 'undecided', reason: 'the recorded payload holds no decodable Solana transaction' };
  const candidates = new Set<string>();
  if (payment.transaction) candidates.add(payment.transaction);
  const recomputed = await feePayerSignature(transaction, feePayer);
  if (recomputed) candidates.add(recomputed);
  if (candidates.size === 0) {
    return { state: 'undecided', reason: 'no transaction id was recorded and the fee payer is a remote facilitator: look it up by hand' };
  }

  const rpc = createSolanaRpc(rpcUrl);
  const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  // Ask about the blockhash before the statuses: a transaction that lands in between is then still
  // seen by the status query, never mistaken for one that can no longer land.
  const { value: stillValid } = await rpc.isBlockhashValid(lifetimeToken as Blockhash, { commitment: 'processed' }).send();
  const signatures = [...candidates] as Signature[];
  const { value: statuses } = await rpc.getSignatureStatuses(signatures, { searchTransactionHistory: true }).send();
  let processedOnly = false;
  for (const [index, status] of statuses.entries()) {
    if (!status) continue;
    // Processed but not yet confirmed: it may still be dropped with its fork.
    if (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized') processedOnly = true;
    // It ran and failed: the message has been processed, so it cannot run again.
    else if (status.err) return { state: 'expired' };
    else return { state: 'transferred', transaction: signatures[index]! };
  }
  if (processedOnly) return { state: 'undecided', reason: 'processed but not yet confirmed' };
  if (!stillValid) return { state: 'expired' };
  return { state: 'undecided', reason: 'not landed yet and its blockhash is still valid' };
}

/** The id our fee payer's signature gives this message, when the message names our fee payer. */
async function feePayerSignature(transaction: Transaction, feePayer: FeePayerSigner | undefined): Promise<string | undefined> {
  if (!feePayer || !(feePayer.address in transaction.signatures)) return undefined;
  const [signatures] = await feePayer.signMessages([{ content: Uint8Array.from(transaction.messageBytes), signatures: {} }]);
  const signature = signatures?.[feePayer.address];
  return signature ? getBase58Decoder().decode(signature) : undefined;
}

function decodeTransaction(wire: unknown): Transaction | undefined {
  if (typeof wire !== 'string' || wire === '') return undefined;
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  } catch {
    return undefined;
  }
}
