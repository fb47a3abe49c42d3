// Calling the facilitator, with every outcome classified once. Verification either answers or
// the facilitator is unreachable (nothing happened yet). Settlement has three outcomes, and the
// third is the one that matters for money: settled, failed (nothing moved), or undetermined (a
// timeout or a broken connection after the transfer may have been submitted). An undetermined
// payment stays pending until reconciliation reads the chain.
import type { FacilitatorClient } from '@x402/core/server';
import { SettleError, VerifyError, type PaymentPayload, type PaymentRequirements, type SettleResponse, type VerifyResponse } from '@x402/core/types';
import { failed, passed, type Checked } from './errors.js';

/** The x402 facilitators' reason for "broadcast, but not confirmed in time" (@x402/core). */
const SETTLEMENT_PENDING = 'settlement_pending';

export async function verifyPayment(
  client: FacilitatorClient,
  payload: PaymentPayload,
  requirement: PaymentRequirements,
): Promise<Checked<VerifyResponse & { payer: string }>> {
  let response: VerifyResponse;
  try {
    response = await client.verify(payload, requirement);
  } catch (error) {
    if (error instanceof VerifyError)
      response = { isValid: false, invalidReason: error.invalidReason, invalidMessage: error.invalidMessage, payer: error.payer };
    else return failed('FACILITATOR_UNAVAILABLE', 'The payment could not be verified now; nothing was charged. Try again shortly.');
  }
  if (!response.isValid) {
    return failed('PAYMENT_VERIFICATION_FAILED', 'The payment did not pass verification', {
      reason: response.invalidReason ?? 'unknown',
      ...(response.invalidMessage ? { detail: response.invalidMessage } : {}),
    });
  }
  if (!response.payer) return failed('INVALID_PAYMENT_PAYER', 'The facilitator could not name the payer of this payment');
  return passed({ ...response, payer: response.payer });
}

export type SettleOutcome =
  | { kind: 'settled'; settlement: SettleResponse }
  | { kind: 'failed'; reason: string; settlement?: SettleResponse }
  | { kind: 'undetermined'; note: string; settlement?: SettleResponse };

export async function settlePayment(client: FacilitatorClient, payload: PaymentPayload, requirement: PaymentRequirements): Promise<SettleOutcome> {
  let settlement: SettleResponse;
  try {
    settlement = await client.settle(payload, requirement);
  } catch (error) {
    if (!(error instanceof SettleError)) {
      // Timeouts, resets, 5xx without a body: the transfer may or may not have been submitted.
      return { kind: 'undetermined', note: `settle did not answer: ${error instanceof Error ? error.message : String(error)}` };
    }
    settlement = {
      success: false,
      errorReason: error.errorReason,
      errorMessage: error.errorMessage,
      payer: error.payer,
      transaction: error.transaction,
      network: error.network,
    };
  }
  if (settlement.success && settlement.transaction) return { kind: 'settled', settlement };
  if (settlement.errorReason === SETTLEMENT_PENDING) return { kind: 'undetermined', note: SETTLEMENT_PENDING, settlement };
  return { kind: 'failed', reason: settlement.errorReason ?? 'settlement_failed', settlement };
}
