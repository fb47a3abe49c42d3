// Finishing payments a crash or a timeout left behind. `settled` rows moved money and only need
// their credit. `pending` rows (untouched for the grace period, so no request is still working
// on them) are decided by the chain: transferred → credit; expired unsent → failed; anything
// else waits for the next run. Crediting goes through creditPayment's row lock, so a request
// finishing the same payment at the same moment cannot make a second credit. A payment whose
// transaction was already credited for another one is passed over (it keeps its reason on the row,
// for an operator), so it never holds up the others.
import type { SettleResponse } from '@x402/core/types';
import type { Database } from '../../store/database.js';
import { ExternalIdConflict } from '../../billing/ledger.js';
import { creditPayment, markFailed, markSettled, unfinishedPayments, type PaymentRecord } from './payment-records.js';
import type { ChainOutcome, RailModule } from './rails.js';

async function outcomeOf(rail: RailModule, payment: PaymentRecord): Promise<ChainOutcome> {
  try {
    return await rail.inspect({
      network: payment.network,
      payer: payment.payer,
      nonce: payment.nonce,
      payload: payment.payload,
      transaction: payment.transaction,
      validBefore: payment.validBefore,
    });
  } catch (error) {
    return { state: 'undecided', reason: `the chain could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function reconcilePayments(database: Database, rails: ReadonlyMap<string, RailModule>, now: () => Date, pendingGraceMs: number): Promise<number> {
  let credited = 0;
  const credit = async (id: string, settlement: SettleResponse) => {
    const outcome = await creditPayment(database, id, settlement, now()).catch((error: unknown) => {
      if (error instanceof ExternalIdConflict) return undefined;
      throw error;
    });
    if (outcome?.creditedNow) credited += 1;
  };
  const payments = await unfinishedPayments(database, new Date(now().getTime() - pendingGraceMs));
  for (const payment of payments) {
    if (payment.status === 'settled' && payment.settlement) {
      await credit(payment.id, payment.settlement);
      continue;
    }
    // A rail switched off since keeps its rows until it is switched on again.
    const rail = rails.get(payment.network);
    if (!rail) continue;
    const outcome = await outcomeOf(rail, payment);
    if (outcome.state === 'transferred') {
      const settlement = { success: true, transaction: outcome.transaction, network: payment.requirements.network, payer: payment.payer };
      await markSettled(database, payment.id, settlement, now());
      await credit(payment.id, settlement);
    } else if (outcome.state === 'expired') {
      await markFailed(database, payment.id, 'expired without being settled', undefined, now());
    }
  }
  return credited;
}
