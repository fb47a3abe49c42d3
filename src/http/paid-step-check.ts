// What the pipeline does with a billed operation's 2xx answer that skipped the paid step (no
// reservation, or a meter never settled, and no free rule declared): a defect of the handler, never
// the caller's doing (docs/decisions/0035-paid-step.md). In development and tests
// (PAID_STEP_CHECK=strict, the default unless NODE_ENV=production) the answer becomes a 500 and
// nothing is charged, so the test that drives the operation fails; in production
// (PAID_STEP_CHECK=log) the answer goes out as it is, uncharged, logged and counted in
// service_paid_step_skipped_total: never a second charge, never a crash.
import { Readable } from 'node:stream';
import { Counter } from 'prom-client';
import type { OperationPolicy } from '../../generated/operations.js';
import { internalError } from '../errors.js';
import { registry } from '../observability/metrics.js';
import type { Services } from '../services.js';
import type { HandlerResult } from './handler-result.js';
import type { PaidRequest } from './paid-request.js';

const skippedAnswers = new Counter({
  name: 'service_paid_step_skipped_total',
  help: 'Billed 2xx answers that neither reserved and settled nor were declared free (a handler defect), by operation',
  labelNames: ['operation_id'],
  registers: [registry],
});

/** Logs and counts the skipped step; when strict, discards the answer and throws the 500. */
export async function answerSkippedPaidStep(
  services: Services,
  policy: OperationPolicy,
  requestId: string,
  missing: string,
  paid: PaidRequest,
  result: HandlerResult,
): Promise<void> {
  skippedAnswers.inc({ operation_id: policy.operationId });
  const line = `paid step skipped: ${policy.operationId} (x-service-billing: ${policy.billing}) answered ${result.status} to request ${requestId}, but ${missing}`;
  if (services.billing.paidStepCheck === 'log') {
    services.logger.error(`${line}; answered uncharged`);
    return;
  }
  services.logger.error(`${line}; answered 500 (PAID_STEP_CHECK=strict)`);
  await result.stream?.[Symbol.asyncIterator]().return?.();
  if (result.body instanceof Readable) result.body.destroy();
  const error = internalError();
  await paid.failed(error); // whatever it held is released: nothing is charged
  throw error;
}
