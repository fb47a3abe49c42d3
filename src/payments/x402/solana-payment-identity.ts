// Who paid and which payment it is, read from a Solana `exact` payment, so the top-up ledger can keep
// each payment unique on (network, payer, identifier) and credit it once however often it arrives.
//
// The identifier is the SHA-256 of the transaction *message* (base64), the same key @x402/svm's
// SettlementCache and pending-settlement store use. It is stable from verify to settle and on chain:
//  - the payer signs the message, and the facilitator only adds its fee-payer signature next to it,
//    so the message bytes (and their hash) are identical in the payload, in the fully signed
//    transaction we send, and in the transaction that lands;
//  - the transaction id the settle response reports is the fee payer's signature, which does not
//    exist until settlement, so it cannot key a payment seen at verify time;
//  - we do not key on the payer's own signature: ed25519 accepts many valid signatures of one
//    message (any signing nonce verifies), so a payer could resend the same transfer under a fresh
//    signature and a new identifier, while the cluster would still execute that message only once.
import { getBase64Encoder, getTransactionDecoder, type Transaction } from '@solana/kit';
import type { PaymentPayload } from '@x402/core/types';
import { getTokenPayerFromTransaction, transactionMessageHash } from '@x402/svm';

export interface SolanaPaymentIdentity {
  /** The transfer authority (base58 wallet address): the account to credit, as settle reports it. */
  payer: string;
  /** SHA-256 of the transaction message, base64: one per transfer, whoever adds signatures. */
  identifier: string;
}

/**
 * The identity of a v2 Solana `exact` payment, or undefined when its payload holds no decodable
 * transaction with a token transfer (the facilitator rejects such a payment at verify).
 */
export function solanaPaymentIdentity(payment: PaymentPayload): SolanaPaymentIdentity | undefined {
  const transaction = decodePaymentTransaction(payment.payload.transaction);
  if (!transaction) return undefined;
  let payer: string;
  try {
    // The same reading the facilitator uses for its `payer`: the authority of the first SPL Token
    // (or Token-2022) instruction, which in an `exact` payment is the TransferChecked.
    payer = getTokenPayerFromTransaction(transaction);
  } catch {
    return undefined;
  }
  if (payer === '') return undefined;
  return { payer, identifier: transactionMessageHash(transaction) };
}

function decodePaymentTransaction(wire: unknown): Transaction | undefined {
  if (typeof wire !== 'string' || wire === '') return undefined;
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  } catch {
    return undefined;
  }
}
