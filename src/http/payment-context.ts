// The facts both 402 variants are built from, for the request at hand: where it went, what the
// service offers a wallet, and a fresh sign-in challenge.
import type Koa from 'koa';
import type { OperationPolicy } from '../../generated/operations.js';
import type { PaymentContext } from '../payments/payment-required.js';
import type { Services } from '../services.js';

export function paymentContext(services: Services, ctx: Koa.Context, policy: Pick<OperationPolicy, 'method' | 'path'>): PaymentContext {
  return {
    // This service's origin, never the Host header (see src/payments/wallet-sign-in.ts).
    url: `${services.wallets.signIn.origin()}${ctx.url}`,
    origin: services.wallets.signIn.origin(),
    description: `${policy.method} ${policy.path}`,
    offer: services.wallets.offer,
    challenge: services.wallets.signIn.challenge(),
  };
}
