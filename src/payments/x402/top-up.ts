// A wallet top-up paid with x402 (docs/decisions/0009): the payment is settled on chain BEFORE the
// wallet is credited, and every step that could be interrupted leaves an x402_payments row that
// reconciliation finishes (reconcile.ts), so a settled payment is never lost and never credited
// twice. HTTP is not this module's concern: the caller passes the header value and the amount.
import type { PaymentRequirements, SettleResponse } from '@x402/core/types';
import { ExternalIdConflict } from '../../billing/ledger.js';
import { walletOwner } from '../../money.js';
import type { Database } from '../../store/database.js';
import type { TopUpOutcome } from '../top-up-required.js';
import { topUpError, topUpRefusal } from './errors.js';
import type { X402Facilitator } from './facilitator.js';
import { decodePaymentHeader } from './payment-header.js';
import { claimPayment, creditPayment, findPaymentByIdentity, markFailed, markSettled, markUndetermined, type PaymentRecord } from './payment-records.js';
import { reconcilePayments } from './reconcile.js';
import { matchRequirement, requirementsFor } from './requirements.js';
import type { X402Settings } from './settings.js';
import { settlePayment, verifyPayment } from './settlement.js';

export interface TopUpOptions {
  /**
   * How long a pending payment is left to its request before reconciliation reads the chain for
   * it; longer than any settle can take (the confirmation wait), so the two rarely overlap (and
   * when they do, the row lock still credits once). Default 5 minutes.
   */
  pendingGraceMs?: number;
}

/** The address as the ledger keys it (walletOwner's normalisation, without the prefix). */
const normalizedAddress = (address: string) => walletOwner(address).slice('wallet:'.length);

export class TopUpService {
  private readonly pendingGraceMs: number;

  constructor(
    private readonly database: Database,
    readonly settings: X402Settings,
    private readonly facilitator: X402Facilitator,
    private readonly clock: () => number = Date.now,
    options: TopUpOptions = {},
  ) {
    this.pendingGraceMs = options.pendingGraceMs ?? 5 * 60_000;
  }

  /** The 402's `accepts` for this amount: one entry per enabled rail, the same every time. */
  accepts(amountMicro: bigint): PaymentRequirements[] {
    return requirementsFor(this.settings, amountMicro, this.facilitator.extras);
  }

  async topUp(paymentHeaderValue: string, amountMicro: bigint): Promise<TopUpOutcome> {
    if (!this.settings.enabled) throw topUpRefusal('X402_NOT_CONFIGURED', 'Wallet top-ups are not enabled on this server');
    this.checkAmount(amountMicro);
    const decoded = await decodePaymentHeader(paymentHeaderValue);
    if (!decoded.ok) throw topUpError(decoded.failure);
    const matched = matchRequirement(decoded.value, this.accepts(amountMicro));
    if (!matched.ok) throw topUpError(matched.failure);
    const { requirement, payload } = matched.value;
    const rail = this.facilitator.rails.get(requirement.network)!;
    const identity = rail.paymentIdentity(payload);
    if (!identity) throw topUpRefusal('INVALID_PAYMENT', `The payload is not a valid ${requirement.network} "exact" payment`);

    // A replay of a payment we already hold is answered from our records, without the chain.
    if (identity.claimedPayer) {
      const known = await findPaymentByIdentity(this.database, requirement.network, identity.claimedPayer, identity.nonce);
      const refusal = known && refusalFor(known);
      if (refusal) throw refusal;
    }

    const verified = await verifyPayment(this.facilitator.client, payload, requirement);
    if (!verified.ok) throw topUpError(verified.failure);
    const payer = normalizedAddress(verified.value.payer);
    const now = () => new Date(this.clock());
    const claim = await claimPayment(
      this.database,
      {
        network: requirement.network,
        payer,
        nonce: identity.nonce,
        owner: walletOwner(payer),
        amountMicro,
        payload,
        requirements: requirement,
        validBefore: identity.validBefore ?? null,
      },
      now(),
    );
    // claimPayment retakes failed rows, so a row it reports is in flight or credited.
    if (!claim.claimed) throw refusalFor(claim.existing) ?? new Error(`x402: payment ${claim.existing.id} is ${claim.existing.status}`);

    const outcome = await settlePayment(this.facilitator.client, payload, requirement);
    if (outcome.kind === 'undetermined') {
      await markUndetermined(this.database, claim.id, outcome.note, outcome.settlement, now());
      throw topUpRefusal('SETTLEMENT_TIMEOUT', 'The payment was submitted but its settlement was not confirmed in time; it will be credited once confirmed', {
        paymentId: claim.id,
        ...(outcome.settlement?.transaction ? { transaction: outcome.settlement.transaction } : {}),
      });
    }
    let settlement: SettleResponse;
    if (outcome.kind === 'failed') {
      // A failed settle can still hide a transfer (someone else submitted the same signed
      // authorization first); the chain decides before the row is called failed.
      const chain = await rail
        .inspect({ network: requirement.network, payer, nonce: identity.nonce, payload, transaction: null, validBefore: identity.validBefore ?? null })
        .catch(() => undefined);
      if (chain?.state !== 'transferred') {
        await markFailed(this.database, claim.id, outcome.reason, outcome.settlement, now());
        throw topUpRefusal('SETTLEMENT_FAILED', 'The payment could not be settled; nothing was credited', { reason: outcome.reason, paymentId: claim.id });
      }
      settlement = { success: true, transaction: chain.transaction, network: requirement.network, payer: verified.value.payer };
    } else {
      settlement = outcome.settlement;
    }
    await markSettled(this.database, claim.id, settlement, now());
    const credited = await creditPayment(this.database, claim.id, settlement, now()).catch((error: unknown) => {
      if (!(error instanceof ExternalIdConflict)) throw error;
      throw topUpRefusal(
        'SETTLEMENT_CONFLICT',
        'The facilitator reported a transaction already credited for another payment; nothing was credited, and the payment is kept for the operator to review',
        {
          paymentId: claim.id,
          transaction: settlement.transaction,
        },
      );
    });
    return {
      walletAddress: payer,
      network: requirement.network,
      amountCreditedMicro: credited.record.amountMicro,
      newBalanceMicro: credited.balanceAfterMicro,
      paymentId: claim.id,
      settlement,
    };
  }

  /** Finishes interrupted payments; returns how many were credited. Call at boot and periodically. */
  async reconcile(): Promise<number> {
    return reconcilePayments(this.database, this.facilitator.rails, () => new Date(this.clock()), this.pendingGraceMs);
  }

  private checkAmount(amountMicro: bigint): void {
    const usd = (micro: bigint) => (Number(micro) / 1e6).toString();
    if (amountMicro < this.settings.minimumTopUpMicro) {
      throw topUpRefusal('AMOUNT_TOO_LOW', `The minimum top-up is ${usd(this.settings.minimumTopUpMicro)} USD`, {
        minimumUsd: usd(this.settings.minimumTopUpMicro),
      });
    }
    if (amountMicro > this.settings.maximumTopUpMicro) {
      throw topUpRefusal('AMOUNT_TOO_HIGH', `The maximum top-up is ${usd(this.settings.maximumTopUpMicro)} USD`, {
        maximumUsd: usd(this.settings.maximumTopUpMicro),
      });
    }
  }
}

/** A payment already recorded: in flight (409) or credited (single use: 400); a failed one may be retried. */
function refusalFor(record: PaymentRecord) {
  if (record.status === 'credited') {
    return topUpRefusal('INVALID_PAYMENT', 'This payment has already been credited; sign a new payment to top up again', {
      reason: 'already_credited',
      paymentId: record.id,
    });
  }
  if (record.status === 'pending' || record.status === 'settled') {
    return topUpRefusal('PAYMENT_IN_PROGRESS', 'This payment is already being processed', { paymentId: record.id });
  }
  return undefined;
}
