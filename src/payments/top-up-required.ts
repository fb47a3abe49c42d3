// POST /x402/top-up without a payment: the x402 v2 payment-required answer, with the object in the
// body and base64 in PAYMENT-REQUIRED (official v2 clients read only the header).
// The requirements are rebuilt from the amount alone, so the paid retry matches them exactly.
import type { PaymentRequired, SettleResponse } from '@x402/core/types';
import type { components } from '../../generated/api-types.js';
import { apiErrorWithBody, type ApiError } from '../errors.js';
import { x402HttpCodec } from './x402/http-codec.js';
import type { PaymentRequirement, TopUpOffer } from './payment-required.js';

type TopUpPaymentRequired = components['schemas']['X402TopUpPaymentRequired'];

/** What a settled top-up did. */
export interface TopUpOutcome {
  /** The payer, credited: EVM lower case, Solana base58. */
  walletAddress: string;
  network: string;
  amountCreditedMicro: bigint;
  /** The wallet's USD balance after the credit. */
  newBalanceMicro: bigint;
  /** The x402_payments row id. */
  paymentId: string;
  /** The facilitator's settle response, sent back base64 in PAYMENT-RESPONSE. */
  settlement: SettleResponse;
}

/** The top-up service the HTTP layer needs (src/payments/x402 implements it). */
export interface WalletTopUps extends TopUpOffer {
  /** Verifies and settles a payment header for `amountMicro`, then credits the payer once; throws ApiError. */
  topUp(paymentHeader: string, amountMicro: bigint): Promise<TopUpOutcome>;
}

export async function topUpPaymentRequired(accepts: PaymentRequirement[], url: string): Promise<ApiError> {
  const body: TopUpPaymentRequired = {
    x402Version: 2,
    error: 'PAYMENT-SIGNATURE header is required',
    resource: { url, description: 'Wallet credit top-up (USD)', mimeType: 'application/json' },
    accepts,
  };
  const { encodePaymentRequiredHeader } = await x402HttpCodec();
  return apiErrorWithBody('PAYMENT_REQUIRED', body as TopUpPaymentRequired & { error: string }, {
    'PAYMENT-REQUIRED': encodePaymentRequiredHeader(body as PaymentRequired),
    'Cache-Control': 'no-store',
  });
}
