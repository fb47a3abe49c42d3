// The two 402 bodies of inference operations (spec/components/x402.yaml):
//   A. no API key and no wallet sign-in: x402 discovery — the top-up options (`accepts`), both ways
//      in (`authOptions`) and a sign-in challenge (`extensions["sign-in-with-x"]`); the same object
//      goes base64 in PAYMENT-REQUIRED, as x402 v2 clients read it;
//   B. a signed-in wallet whose credit is too low: how much to top up, where and how, and a new
//      sign-in challenge for the retry.
// The spec's types name networks as plain strings, the library's as `ns:ref` templates: the shapes
// are the same, hence the casts where the official codec is handed ours.
import type { PaymentRequired } from '@x402/core/types';
import { x402HttpCodec } from './x402/http-codec.js';
import type { components } from '../../generated/api-types.js';
import { fromMicro } from '../money.js';
import { MINIMUM_BALANCE_MICRO } from '../billing/request-charge.js';
import { apiErrorWithBody, type ApiError } from '../errors.js';

type Discovery = components['schemas']['X402PaymentRequiredDiscovery'];
type InsufficientBalance = components['schemas']['X402PaymentRequiredInsufficientBalance'];
export type PaymentRequirement = components['schemas']['X402PaymentRequirement'];
type SiwxChallenge = components['schemas']['SiwxChallenge'];

/** What the service offers a wallet that wants credit (src/payments/x402 when configured). */
export interface TopUpOffer {
  /** One `accepts` entry per enabled rail for a top-up of this amount; empty when none is configured. */
  accepts(amountMicro: bigint): PaymentRequirement[];
  minimumTopUpMicro: bigint;
}

export interface PaymentContext {
  /** The absolute URL that was requested. */
  url: string;
  /** This server's origin, e.g. https://api.example.com. */
  origin: string;
  /** What the resource is, for the payer (e.g. the operation summary). */
  description: string;
  offer: TopUpOffer;
  challenge: SiwxChallenge;
}

/** What a wallet is asked to top up when it runs dry: 10 USD, or the minimum top-up if higher. */
const SUGGESTED_TOP_UP_MICRO = 10_000_000n;
export const suggestedTopUpUsd = (offer: TopUpOffer) =>
  fromMicro(offer.minimumTopUpMicro > SUGGESTED_TOP_UP_MICRO ? offer.minimumTopUpMicro : SUGGESTED_TOP_UP_MICRO);
const MINIMUM_BALANCE_USD = fromMicro(MINIMUM_BALANCE_MICRO);

export function discoveryBody({ url, origin, description, offer, challenge }: PaymentContext): Discovery {
  const accepts = offer.accepts(offer.minimumTopUpMicro);
  return {
    x402Version: 2,
    error:
      accepts.length > 0
        ? 'Payment required: send an API key (Authorization: Bearer …), or top up a wallet with x402 (POST /api/v1/x402/top-up) and sign in with SIGN-IN-WITH-X.'
        : 'Payment required: send an API key (Authorization: Bearer …). Wallet top-ups (x402) are not configured on this server, so no payment option is offered.',
    resource: { url, description, mimeType: 'application/json' },
    accepts,
    authOptions: {
      apiKey: {
        header: 'Authorization',
        getKey: 'Ask the operator of this server for an INFERENCE key (an ADMIN key creates them with POST /api/v1/api_keys)',
        docs: `${origin}/docs`,
      },
      x402Wallet: {
        header: 'SIGN-IN-WITH-X',
        legacyHeader: 'X-Sign-In-With-X',
        topUp: 'POST /api/v1/x402/top-up',
        docs: `${origin}/docs`,
      },
    },
    extensions: { 'sign-in-with-x': challenge },
  };
}

/** Variant A, with the same object in the PAYMENT-REQUIRED header. */
export async function paymentRequired(context: PaymentContext): Promise<ApiError> {
  const body = discoveryBody(context);
  const { encodePaymentRequiredHeader } = await x402HttpCodec();
  return apiErrorWithBody('PAYMENT_REQUIRED', body as Discovery & { error: string }, {
    'PAYMENT-REQUIRED': encodePaymentRequiredHeader(body as PaymentRequired),
  });
}

const CHAIN_NAMES: Record<string, string> = { eip155: 'base', solana: 'solana' };

export function insufficientBalanceBody(context: PaymentContext, availableMicro: bigint | undefined): InsufficientBalance {
  const { offer, challenge } = context;
  const accepts = offer.accepts(offer.minimumTopUpMicro);
  // The instructions' wallet and token are the legacy Base-only fields; `accepts` takes precedence.
  const legacy = accepts.find((entry) => entry.network.startsWith('eip155:')) ?? accepts[0];
  const minimumTopUpUsd = fromMicro(offer.minimumTopUpMicro);
  return {
    error: 'Payment required',
    code: 'PAYMENT_REQUIRED',
    reason: 'insufficient_balance',
    message: `This wallet's credit is below the ${MINIMUM_BALANCE_USD.toFixed(2)} USD a request needs. Top up with x402, then retry with a new sign-in.`,
    ...(availableMicro !== undefined ? { currentBalanceUsd: fromMicro(availableMicro < 0n ? 0n : availableMicro) } : {}),
    minimumBalanceUsd: MINIMUM_BALANCE_USD,
    description: context.description,
    suggestedTopUpUsd: suggestedTopUpUsd(offer),
    minimumTopUpUsd,
    supportedTokens: ['USDC'],
    supportedChains: [...new Set(accepts.map((entry) => CHAIN_NAMES[entry.network.split(':')[0]!] ?? entry.network))],
    topUpInstructions: {
      step1: 'POST /api/v1/x402/top-up?amount=<USD> without a payment header: the answer lists the payment options (accepts).',
      step2: 'Sign a payment for one accepts entry with an x402 client (USDC on Base by EIP-3009, or on Solana).',
      step3: 'POST /api/v1/x402/top-up?amount=<USD> again with the PAYMENT-SIGNATURE header, then retry this request with a new SIGN-IN-WITH-X.',
      receiverWallet: legacy?.payTo ?? '',
      tokenAddress: legacy?.asset ?? '',
      tokenDecimals: 6,
      network: legacy ? (CHAIN_NAMES[legacy.network.split(':')[0]!] ?? legacy.network) : '',
      minimumAmountUsd: minimumTopUpUsd,
    },
    siwxChallenge: challenge,
  };
}

/** Variant B, for a signed-in wallet whose credit does not admit the request. */
export async function walletPaymentRequired(context: PaymentContext, availableMicro: bigint | undefined): Promise<ApiError> {
  const body = insufficientBalanceBody(context, availableMicro);
  const headerBody = {
    x402Version: 2,
    error: body.message,
    resource: { url: context.url, description: context.description, mimeType: 'application/json' },
    accepts: context.offer.accepts(context.offer.minimumTopUpMicro),
    extensions: { 'sign-in-with-x': context.challenge },
  };
  const { encodePaymentRequiredHeader } = await x402HttpCodec();
  return apiErrorWithBody('PAYMENT_REQUIRED', body, { 'PAYMENT-REQUIRED': encodePaymentRequiredHeader(headerBody as PaymentRequired) });
}
