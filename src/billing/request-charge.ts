// What one paid request goes through: reserve its maximum price before work, then settle to the
// measured cost (or release everything when the work failed on our side). DIEM is spent before
// USD: a request is charged in DIEM when the DIEM balance (and the key's DIEM cap) covers its
// maximum price, otherwise in USD. A USD reservation also needs the admission minimum (0.10 USD).
// A wallet (x402) pays from its USD credit alone: it has no keys, caps or DIEM epochs.
//
// Two ways to hold the money (docs/decisions/0013-credit-leases.md): on this process's credit lease,
// in memory, with the ledger written in batches (a wallet, or a key without spend caps on an account
// without DIEM: nearly every request), or with a reservation row per request (keys with caps, whose
// check must see every replica's spending at once; accounts with DIEM, whose daily allocation and
// expiry run at reservation; and operations whose records need the charge written at once).
import { apiError, ApiError } from '../errors.js';
import type { Database } from '../store/database.js';
import type { CreditLeases, LeaseHold } from './credit-leases.js';
import { DiemEpochs } from './diem-epochs.js';
import { balancesOf } from './ledger.js';
import { formatMicro, payerOwner, type Currency } from '../money.js';
import { release, reserveIn, settle } from './reservations.js';
import { lockKeyHeadroom } from './spend-limits.js';

export const MINIMUM_BALANCE_MICRO = 100_000n; // 0.10 USD: the reference API's minimum balance

/** A price in micro-units of each currency (catalog prices carry both). */
export interface Price {
  usd: bigint;
  diem: bigint;
}

/** An account paying through one of its API keys (whose consumption limits then apply). */
export interface AccountPayer {
  kind: 'account';
  accountId: string;
  apiKeyId: string;
  /** The key has USD or DIEM spend caps. */
  spendLimited?: boolean;
}

/** A signed-in wallet paying from its x402 credit (ledger owner `walletOwner(address)`). */
export interface WalletPayer {
  kind: 'wallet';
  address: string;
}

export type Payer = AccountPayer | WalletPayer;

/** Why a reservation was refused for want of money; the HTTP layer words it for the caller's kind. */
export class InsufficientBalanceError extends ApiError {
  constructor(readonly availableMicro: bigint | undefined) {
    super(402, { error: 'Insufficient USD or Diem balance to complete request', code: 'INSUFFICIENT_BALANCE' }, {}, 'INSUFFICIENT_BALANCE', 'standard');
  }
}

export interface ChargeDetails {
  sku: string;
  modelId?: string;
  units?: number;
  pricePerUnitUsd?: number;
  promptTokens?: number;
  completionTokens?: number;
  executionMs?: number;
  notes?: string;
}

export interface ChargeSettings {
  database: Database;
  reservationTtlMs: number;
  /** This process's credit leases; without them every charge has its own reservation row. */
  leases?: CreditLeases;
  /** This process's record of begun DIEM epochs; without it every reservation reads the account's. */
  diemEpochs?: DiemEpochs;
  now?: () => Date;
}

const usdLimitExceeded = () => apiError('API_KEY_USD_SPEND_LIMIT_EXCEEDED');
const diemLimitExceeded = () => apiError('API_KEY_DIEM_SPEND_LIMIT_EXCEEDED');

export class RequestCharge {
  private reservation?: { id: string; currency: Currency; max: Price };
  private hold?: LeaseHold;
  private finished = false;
  /** Settled (rather than released): a charge was made, or written as zero. */
  private settled = false;
  /** The ledger owner who pays. */
  readonly owner: string;

  constructor(
    private readonly settings: ChargeSettings,
    private readonly payer: Payer,
    private readonly requestId: string,
  ) {
    this.owner = payerOwner(payer);
  }

  private get apiKeyId(): string | undefined {
    return this.payer.kind === 'account' ? this.payer.apiKeyId : undefined;
  }

  /** The currency the request is charged in, once reserved. */
  get currency(): Currency | undefined {
    return this.hold?.currency ?? this.reservation?.currency;
  }

  /**
   * Reserves the request's maximum price, or rejects with the 402 that says why it cannot (on a
   * credit lease with room, without a query).
   */
  async reserve(max: Price): Promise<void> {
    if (this.reservation || this.hold) throw new Error('already reserved');
    const leases = await this.leasesFor(this.payer);
    return leases ? this.holdOnLease(leases, max) : this.reserveRow(max);
  }

  private async holdOnLease(leases: CreditLeases, max: Price): Promise<void> {
    const hold = await leases.reserve(this.owner, 'USD', max.usd, MINIMUM_BALANCE_MICRO);
    if (!hold) return this.refusedOnLease(leases);
    this.hold = hold;
  }

  private async refusedOnLease(leases: CreditLeases): Promise<never> {
    throw new InsufficientBalanceError(leases.available(this.owner, 'USD', (await leases.snapshots.get(this.owner)).USD));
  }

  /** A reservation row of its own (see the head of this file for who needs one). */
  private async reserveRow(max: Price): Promise<void> {
    const now = this.settings.now?.() ?? new Date();
    const { database, reservationTtlMs } = this.settings;
    const owner = this.owner;
    const common = { owner, apiKeyId: this.apiKeyId, requestId: this.requestId, ttlMs: reservationTtlMs };
    const payer = this.payer;
    if (payer.kind === 'wallet') {
      this.reservation = await database.transaction(async (trx) => {
        const id = await reserveIn(trx, { ...common, currency: 'USD', amount: max.usd, minimumAvailable: MINIMUM_BALANCE_MICRO });
        if (id) return { id, currency: 'USD' as const, max };
        throw new InsufficientBalanceError((await balancesOf(trx, owner)).USD.available);
      });
      return;
    }
    await (this.settings.diemEpochs ?? new DiemEpochs(database)).ensure(payer.accountId, now);
    this.reservation = await database.transaction(async (trx) => {
      const headroom = await lockKeyHeadroom(trx, payer.apiKeyId, now);
      const diemAllowed = headroom.DIEM === null || headroom.DIEM >= max.diem;
      if (diemAllowed && max.diem > 0n) {
        const id = await reserveIn(trx, { ...common, currency: 'DIEM', amount: max.diem });
        if (id) return { id, currency: 'DIEM' as const, max };
      }
      if (headroom.USD !== null && headroom.USD < max.usd) throw usdLimitExceeded();
      const id = await reserveIn(trx, { ...common, currency: 'USD', amount: max.usd, minimumAvailable: MINIMUM_BALANCE_MICRO });
      if (id) return { id, currency: 'USD' as const, max };
      throw diemAllowed ? new InsufficientBalanceError((await balancesOf(trx, owner)).USD.available) : diemLimitExceeded();
    });
  }

  /**
   * Charges the measured cost (capped at the reservation) and frees the rest. Returns what was
   * charged: queued for the next flush on a credit lease, once written for a reservation row.
   */
  async settle(cost: Price, details: ChargeDetails): Promise<{ currency: Currency; charged: bigint }> {
    if (this.hold && !this.finished) {
      this.finished = true;
      this.settled = true;
      const notes = details.notes ?? (cost.usd > this.hold.amount ? `cost ${formatMicro(cost.usd)} capped at the reservation` : '');
      const charged = this.settings.leases!.settle(this.hold, cost.usd, { ...this.entryDetails(details), notes });
      return { currency: 'USD', charged };
    }
    return this.settleRow(cost, details);
  }

  private async settleRow(cost: Price, details: ChargeDetails): Promise<{ currency: Currency; charged: bigint }> {
    const reservation = this.reservation;
    if (!reservation || this.finished) throw new Error('nothing reserved to settle');
    this.finished = true;
    const amount = reservation.currency === 'DIEM' ? cost.diem : cost.usd;
    let outcome: { charged: bigint };
    try {
      outcome = await settle(
        this.settings.database,
        reservation.id,
        amount,
        {
          ...this.entryDetails(details),
          notes:
            details.notes ??
            (amount > reservation.max[reservation.currency === 'DIEM' ? 'diem' : 'usd'] ? `cost ${formatMicro(amount)} capped at the reservation` : ''),
        },
        { owner: this.owner, currency: reservation.currency },
      );
    } catch (error) {
      // Nothing was charged (one transaction): the failed request's release frees the reservation
      // now instead of leaving the caller's money held until it expires. Releasing a reservation a
      // settlement did take is a no-op, so an error after its commit cannot free money twice.
      this.finished = false;
      throw error;
    }
    this.settled = outcome.charged > 0n;
    return { currency: reservation.currency, charged: outcome.charged };
  }

  /** Frees the reservation without charging (failure on our side). Safe to call more than once. */
  async release(): Promise<void> {
    if (this.finished) return;
    if (this.hold) {
      this.finished = true;
      this.settings.leases!.release(this.hold);
      return;
    }
    if (!this.reservation) return;
    this.finished = true;
    return release(this.settings.database, this.reservation.id);
  }

  /**
   * The request failed after it was settled: takes the charge back while it is still in this
   * process (a credit lease's charge not yet written). False when it could not be (a reservation
   * row's charge is written at settlement): the caller reports it.
   */
  withdraw(): boolean {
    if (!this.settled) return true;
    return this.hold !== undefined && this.settings.leases!.withdraw(this.hold);
  }

  get isOpen(): boolean {
    return (this.reservation !== undefined || this.hold !== undefined) && !this.finished;
  }

  /** The leases, when this payer's charge may run on them (see the head of this file). */
  private async leasesFor(payer: Payer): Promise<CreditLeases | undefined> {
    const leases = this.settings.leases;
    if (!leases || payer.kind === 'wallet') return leases;
    if (payer.spendLimited) return undefined;
    const snapshot = await leases.snapshots.get(this.owner);
    return snapshot.stakedUnits === 0n && snapshot.DIEM.amount === 0n ? leases : undefined;
  }

  private entryDetails(details: ChargeDetails) {
    return {
      sku: details.sku,
      units: details.units,
      pricePerUnitUsd: details.pricePerUnitUsd,
      apiKeyId: this.apiKeyId,
      requestId: this.requestId,
      modelId: details.modelId,
      promptTokens: details.promptTokens,
      completionTokens: details.completionTokens,
      executionMs: details.executionMs,
    };
  }
}
