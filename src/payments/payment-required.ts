// The 402 an inference operation answers when a request carries neither an API key nor a wallet
// sign-in: variant A of X402InferencePaymentRequired (x402 discovery). Wallet top-ups are not
// enabled on this server yet, so `accepts` is empty and `error` says so; `authOptions` tells the
// client the one way in that works today, an API key.
import type { components } from '../../generated/api-types.js';
import { ApiError } from '../errors.js';

type Discovery = components['schemas']['X402PaymentRequiredDiscovery'];

export interface PaymentContext {
  /** The absolute URL that was requested. */
  url: string;
  /** This server's origin, e.g. https://api.example.com. */
  origin: string;
  /** What the resource is, for the payer (e.g. the operation summary). */
  description: string;
}

export function discoveryBody({ url, origin, description }: PaymentContext): Discovery {
  return {
    x402Version: 2,
    error: 'Payment required: send an API key (Authorization: Bearer …). Wallet payments (x402) are not enabled on this server, so no payment option is offered.',
    resource: { url, description, mimeType: 'application/json' },
    accepts: [],
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
  };
}

/** The 402 with its body and the same object in the PAYMENT-REQUIRED header (base64), as x402 v2 clients read it. */
export function paymentRequired(context: PaymentContext): ApiError {
  const body = discoveryBody(context);
  return new ApiError(402, body as Discovery & { error: string }, { 'PAYMENT-REQUIRED': Buffer.from(JSON.stringify(body)).toString('base64') });
}
