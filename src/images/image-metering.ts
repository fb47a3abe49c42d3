// Charging image requests: the pipeline reserved `perImage × images asked`; the meter is settled at
// `perImage × images returned`. An engine that returned nothing has failed and is charged nothing.
import type { Meter } from '../billing/meter.js';
import type { Price } from '../billing/request-charge.js';
import type { ServedModel } from '../providers/registry.js';
import { times } from './image-prices.js';

export async function settleImages(meter: Meter, model: ServedModel, perImage: Price, count: number, what: string): Promise<void> {
  await meter.settle(times(perImage, count), {
    sku: `${model.record.id}-image-${what}`,
    modelId: model.record.id,
    units: count,
    pricePerUnitUsd: Number(perImage.usd) / 1e6,
    notes: `${count} image${count === 1 ? '' : 's'} (${what})`,
  });
}
