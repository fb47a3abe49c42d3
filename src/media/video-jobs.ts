// Video jobs: queued on the model's engine and charged at once, at exactly the price POST
// /video/quote gives for the same settings (one pricing function, src/billing/job-prices.ts).
// Nothing is charged when the engine does not take the job; a job the engine later fails or
// refuses is refunded once, by the amount its request was charged.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import type { Principal } from '../accounts/principals.js';
import { credit } from '../billing/ledger.js';
import { videoJobPrice } from '../billing/job-prices.js';
import { accountOwner, walletOwner, type Currency } from '../billing/money.js';
import { ApiError, notFound } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { resolveModel } from '../inference/model-resolution.js';
import type { HandlerContext } from '../operations/handler-context.js';
import { ProviderError } from '../providers/provider.js';
import type { VideoJobEngine, VideoJobState } from '../providers/service-compatible/video-jobs.js';
import type { ServedModel } from '../providers/registry.js';
import type { Database } from '../store/database.js';

type Schemas = components['schemas'];
type QueueRequest = NonNullable<import('../../generated/api-types.js').operations['queueVideo']['requestBody']>['content']['application/json'];

interface VideoJobRow {
  id: string;
  owner: string;
  model_id: string;
  upstream_queue_id: string;
  request_id: string;
  status: 'queued' | 'completed' | 'refunded';
  created_at: Date;
  refunded_at: Date | null;
}

export const payerOwner = (principal: Principal) => (principal.kind === 'wallet' ? walletOwner(principal.address) : accountOwner(principal.accountId));

function videoEngine(model: ServedModel): VideoJobEngine {
  const engine = model.engine.videoJobs;
  if (!engine) throw new ApiError(400, { error: `Model ${model.record.id} does not generate videos here`, code: 'INVALID_MODEL' });
  return engine;
}

function callerOf(context: HandlerContext): Principal {
  if (!context.principal) throw new Error('video jobs need a caller'); // the pipeline guarantees one
  return context.principal;
}

export async function queueVideo(context: HandlerContext, request: QueueRequest) {
  const { services } = context;
  const caller = callerOf(context);
  const model = resolveModel(services, request.model, 'video', caller);
  const engine = videoEngine(model);
  const price = videoJobPrice(model.record as Schemas['ModelResponse'], request);
  const meter = context.meter();
  await meter.reservePrice(price);
  const queued = await engine.queue({ ...request, model: model.engineModel }, context.signal).catch((error: unknown) => {
    throw error instanceof ProviderError ? apiErrorFor(error) : error;
  });
  // Recorded before the charge: a job that exists can always be found, retrieved and refunded.
  const id = randomUUID();
  await services.database<VideoJobRow>('video_jobs').insert({
    id, owner: payerOwner(caller), model_id: model.record.id, upstream_queue_id: queued.upstreamQueueId,
    request_id: context.requestId, status: 'queued', created_at: new Date(), refunded_at: null,
  });
  await meter.settlePrice(price, { sku: `${model.record.id}-video-generation`, modelId: model.record.id, units: 1, notes: `video job ${id}` });
  return { model: model.record.id, queue_id: id, ...(queued.downloadUrl ? { download_url: queued.downloadUrl } : {}) };
}

/** The caller's own job of this model; anyone else's is as unknown as a job that never existed. */
async function findJob(context: HandlerContext, modelName: string, queueId: string): Promise<{ job: VideoJobRow; model: ServedModel }> {
  const caller = callerOf(context);
  const model = resolveModel(context.services, modelName, 'video', caller);
  const job = /^[0-9a-f-]{36}$/i.test(queueId)
    ? await context.services.database<VideoJobRow>('video_jobs').where({ id: queueId.toLowerCase(), owner: payerOwner(caller) }).first()
    : undefined;
  if (!job || job.model_id !== model.record.id) throw notFound('No such video job for this model', 'QUEUE_ID_NOT_FOUND');
  return { job, model };
}

/** Gives back what the job's request was charged, once per currency, however often it is asked. */
async function refund(database: Database, job: VideoJobRow): Promise<void> {
  const charges = await database('ledger_entries')
    .where({ owner: job.owner, request_id: job.request_id, kind: 'charge' })
    .groupBy('currency')
    .select<{ currency: Currency; sum: string }[]>('currency', database.raw('sum(amount) as sum'));
  for (const { currency, sum } of charges) {
    const amount = -BigInt(sum);
    if (amount <= 0n) continue;
    await credit(database, {
      owner: job.owner, currency, amount, kind: 'adjustment', sku: `${job.model_id}-video-refund`, modelId: job.model_id,
      requestId: job.request_id, externalId: `refund:video:${job.id}:${currency}`, notes: `video job ${job.id} failed at the provider`,
    });
  }
  await database('video_jobs').where({ id: job.id }).update({ status: 'refunded', refunded_at: new Date() });
}

const refundedFailure = (error: ProviderError) =>
  new ApiError(422, {
    error: {
      message: error.failure === 'content_policy'
        ? "The model provider refused this video under its content policy; the job's credits have been refunded."
        : "The model provider failed this video; the job's credits have been refunded.",
      type: 'provider_content_policy',
      credits_refunded: true,
    },
  });

export async function retrieveVideo(context: HandlerContext, request: { model: string; queue_id: string; delete_media_on_completion?: boolean }): Promise<VideoJobState> {
  const { job, model } = await findJob(context, request.model, request.queue_id);
  if (job.status === 'refunded') throw refundedFailure(new ProviderError('upstream_error', 'refunded before'));
  try {
    return await videoEngine(model).retrieve(model.engineModel, job.upstream_queue_id, request.delete_media_on_completion, context.signal);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // The provider says the job itself failed or was refused (this contract's 422): refund it. An
    // outage between us and the provider is not the job's failure: the caller retries later.
    if (error.failure === 'content_policy') {
      await refund(context.services.database, job);
      throw refundedFailure(error);
    }
    throw apiErrorFor(error);
  }
}

export async function completeVideo(context: HandlerContext, request: { model: string; queue_id: string }): Promise<void> {
  const { job, model } = await findJob(context, request.model, request.queue_id);
  if (job.status !== 'queued') return;
  await videoEngine(model).complete(model.engineModel, job.upstream_queue_id, context.signal).catch((error: unknown) => {
    throw error instanceof ProviderError ? apiErrorFor(error) : error;
  });
  await context.services.database('video_jobs').where({ id: job.id }).update({ status: 'completed' });
}
