// The augment endpoints are billed per call: admitted under the caller's `augment` rate limit,
// the call's price reserved before any work, and charged only once the work succeeded (a refusal
// or a failure leaves the reservation for the pipeline to release).
import type { PaidCallContext } from '../billing/paid-step.js';

export interface PerCallPrice {
  /** The ledger's sku for the call, e.g. `augment-search`. */
  sku: string;
  /** Micro-USD of one call; DIEM at par (decision 0005). */
  micro: bigint;
  notes?: string;
}

export async function chargedPerCall<T>(call: PaidCallContext, price: PerCallPrice, work: () => Promise<T>): Promise<T> {
  await call.paidStep.admit(price.sku);
  const meter = await call.paidStep.reserve({ usd: price.micro, diem: price.micro });
  const result = await work();
  await meter.settle(
    { usd: price.micro, diem: price.micro },
    { sku: price.sku, units: 1, pricePerUnitUsd: Number(price.micro) / 1e6, ...(price.notes ? { notes: price.notes } : {}) },
  );
  return result;
}
