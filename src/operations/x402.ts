// Tag "x402": wallet credits without an account. Top-ups are paid and settled on chain
// (src/payments/x402); balances and transactions are read by the wallet itself, signed in.
import { balancesOf } from '../billing/ledger.js';
import { fromMicro, toMicro, walletOwner } from '../money.js';
import { MINIMUM_BALANCE_MICRO } from '../billing/request-charge.js';
import { walletAvailableMicro } from '../billing/wallet-balance.js';
import { walletTransactions } from '../billing/wallet-transactions.js';
import { forbidden, internalError } from '../errors.js';
import type { WalletPrincipal } from '../principal.js';
import { suggestedTopUpUsd } from '../payments/payment-required.js';
import { topUpPaymentRequired } from '../payments/top-up-required.js';
import { topUpRefusal } from '../payments/x402/errors.js';
import { x402HttpCodec } from '../payments/x402/http-codec.js';
import type { HandlerContext, Handlers } from './handler-context.js';

/** The signed-in wallet, which must be the wallet the path names. */
function signedInAs(context: HandlerContext, walletAddress: string): WalletPrincipal {
  const principal = context.principal;
  if (principal?.kind !== 'wallet') throw internalError(); // the pipeline admits wallets alone here
  if (walletOwner(walletAddress) !== walletOwner(principal.address)) {
    throw forbidden('The signed-in wallet is not the wallet in the path', 'WALLET_MISMATCH');
  }
  return principal;
}

export const x402Handlers = {
  async topUpWallet({ query, header, body }, context) {
    const topUps = context.services.wallets.topUps;
    // Whoever sends the payment, the credit goes to the wallet that signed it: no sign-in needed.
    if (!topUps) throw topUpRefusal('X402_NOT_CONFIGURED', 'Wallet top-ups (x402) are not configured on this server');
    const amountMicro = toMicro(query.amount ?? body?.amount ?? fromMicro(topUps.minimumTopUpMicro));
    const payment = header['PAYMENT-SIGNATURE'] ?? header['X-PAYMENT'] ?? header['X-402-Payment'];
    if (payment === undefined) throw await topUpPaymentRequired(topUps.accepts(amountMicro), context.requestUrl);
    // Each payment attempt costs a verification (and perhaps a chain call): bounded per client address.
    context.services.topUpAttempts.take(context.clientAddress);
    const result = await topUps.topUp(payment, amountMicro);
    return {
      status: 200,
      body: {
        success: true,
        data: {
          walletAddress: result.walletAddress,
          amountCredited: fromMicro(result.amountCreditedMicro),
          newBalance: fromMicro(result.newBalanceMicro),
          paymentId: result.paymentId,
        },
      },
      headers: { 'PAYMENT-RESPONSE': (await x402HttpCodec()).encodePaymentResponseHeader(result.settlement) },
    };
  },
  async getWalletBalance({ path }, context) {
    const wallet = signedInAs(context, path.walletAddress);
    const available = await walletAvailableMicro(context.services.database, wallet.address, context.services.credits);
    const { offer } = context.services.wallets;
    return {
      status: 200,
      body: {
        success: true,
        data: {
          walletAddress: wallet.address,
          balanceUsd: fromMicro(available),
          canConsume: available >= MINIMUM_BALANCE_MICRO,
          minimumTopUpUsd: fromMicro(offer.minimumTopUpMicro),
          suggestedTopUpUsd: suggestedTopUpUsd(offer),
        },
      },
    };
  },
  async listWalletTransactions({ path, query }, context) {
    const wallet = signedInAs(context, path.walletAddress);
    const page = { limit: query.limit ?? 50, offset: query.offset ?? 0 };
    await context.services.credits.flush(); // this process's settled charges belong in the history
    const [{ USD }, history] = await Promise.all([
      balancesOf(context.services.database, walletOwner(wallet.address)),
      walletTransactions(context.services.database, wallet.address, page),
    ]);
    return {
      status: 200,
      body: {
        success: true,
        data: {
          walletAddress: wallet.address,
          currentBalance: fromMicro(USD.amount),
          transactions: history.transactions,
          pagination: { ...page, hasMore: history.hasMore },
        },
      },
      headers: { 'x-pagination-limit': String(page.limit) },
    };
  },
} satisfies Pick<Handlers, 'topUpWallet' | 'getWalletBalance' | 'listWalletTransactions'>;
