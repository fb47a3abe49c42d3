// Media jobs (video; audio such as music; the voice changer): queued on the model's engine and
// charged at once, at exactly the price the quote operation gives for the same settings (one pricing
// function per kind, src/billing/job-prices.ts; the voice changer's quantity is the length of its
// source audio, measured here first, src/audio/voice-changer.ts). Nothing is charged when the engine
// does not take the job; a job the engine later fails or refuses is refunded once, by the amount the
// job itself was charged (recorded on its row). A voice-changer job's audio is handed over once: a
// later retrieve is a 404.
import { randomUUID } from 'node:crypto';
import { planVoiceChange, type VoiceChangeInput } from '../audio/voice-changer.js';
import { credit } from '../billing/ledger.js';
import { audioJobPrice, videoJobPrice } from '../billing/job-prices.js';
import { payerOwner, type Currency } from '../money.js';
import type { Price } from '../billing/request-charge.js';
import type { ModelType } from '../catalog/catalog.js';
import { apiErrorWithBody, apiError, badRequest, notFound, type ErrorBody } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { resolveModel } from '../inference/model-resolution.js';
import { assertPublicUrls } from './job-urls.js';
import type { PaidCallContext } from '../billing/paid-step.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { MediaJobEngine, MediaJobRequest, MediaJobState, MediaKind } from '../providers/contracts/media-jobs.js';
import type { ServedModel } from '../providers/registry.js';
import type { Database } from '../store/database.js';

interface MediaJobRow {
  id: string;
  kind: MediaKind;
  owner: string;
  model_id: string;
  upstream_queue_id: string;
  request_id: string;
  status: 'queued' | 'delivered' | 'completed' | 'refunded';
  created_at: Date;
  refunded_at: Date | null;
  /** What queueing the job charged (bigint micro-units, as the driver returns it), once settled; null on rows from before migration 0013. */
  charged_currency: Currency | null;
  charged_micro: string | number | null;
}

/** A job ready to queue: what the engine is sent (its model set later), its price, and the source's measured length. */
interface JobPlan {
  request: MediaJobRequest;
  price: Price;
  durationSeconds?: number;
}

/** What differs between the kinds: the catalog type their models have, how a job is planned and priced, and whether its media is handed over once. */
interface KindRules {
  modelType: ModelType;
  plan(model: ServedModel, request: MediaJobRequest, call: PaidCallContext): JobPlan | Promise<JobPlan>;
  deliversOnce: boolean;
}

/** The API takes prompts up to 20,000 characters; each video model takes its prompt_character_limit (2,500 unless it says). */
function withinPromptLimit(model: ServedModel, request: MediaJobRequest): void {
  const constraints = model.record.model_spec.constraints as { prompt_character_limit?: number } | undefined;
  const limit = constraints?.prompt_character_limit ?? 2500;
  for (const field of ['prompt', 'negative_prompt'] as const) {
    const length = [...(typeof request[field] === 'string' ? (request[field] as string) : '')].length;
    if (length > limit) {
      throw badRequest(`${field} is ${length} characters; ${model.record.id} takes at most ${limit}`, {
        _errors: [],
        [field]: { _errors: [`must be at most ${limit} characters for ${model.record.id}`] },
      });
    }
  }
}

const KINDS: Record<MediaKind, KindRules> = {
  video: {
    modelType: 'video',
    plan: async (model, request, call) => {
      withinPromptLimit(model, request);
      await assertPublicUrls(request, call.services.callerFetch); // the engine fetches them
      return { request, price: videoJobPrice(model.record, request as MediaJobRequest & { duration: string }) };
    },
    deliversOnce: false,
  },
  audio: {
    modelType: 'music',
    // Priced as POST /audio/quote prices it: by duration, or per character of the prompt.
    plan: (model, request) => ({
      request,
      price: audioJobPrice(model.record, {
        duration_seconds: typeof request.duration_seconds === 'number' ? request.duration_seconds : undefined,
        character_count: [...(request.prompt ?? '')].length,
      }),
    }),
    deliversOnce: false,
  },
  'voice-changer': {
    modelType: 'music',
    // Priced as POST /audio/voice-changer/quote prices the measured length of the source audio.
    plan: (model, request, call) => planVoiceChange(model, request as unknown as VoiceChangeInput, call.services, call.signal),
    deliversOnce: true,
  },
};

function engineOf(model: ServedModel, kind: MediaKind): MediaJobEngine {
  const engine = model.engine.mediaJobs;
  if (!engine || engine.kind !== kind) throw apiError('INVALID_MODEL', { message: `Model ${model.record.id} does not run ${kind} jobs here` });
  return engine.jobs;
}

/**
 * A provider's 409 `needs_consent` (media showing faces, without `consents`) is the caller's to act
 * on: its body, which carries the policy text to show, is passed on as it came.
 */
function consentRequired(error: ProviderError) {
  const body = error.details.upstreamBody as { error?: { code?: unknown } } | undefined;
  if (error.details.status !== 409 || typeof body !== 'object' || body === null || body.error?.code !== 'needs_consent') return undefined;
  return apiErrorWithBody('NEEDS_CONSENT', body as ErrorBody);
}

const engineFailure = (error: unknown) => (error instanceof ProviderError ? (consentRequired(error) ?? apiErrorFor(error)) : error);

export async function queueJob(kind: MediaKind, call: PaidCallContext, request: MediaJobRequest) {
  const { services, caller } = call;
  await call.paidStep.admit(request.model);
  const model = resolveModel(services, request.model, KINDS[kind].modelType, caller);
  const engine = engineOf(model, kind);
  const { request: planned, price, durationSeconds } = await KINDS[kind].plan(model, request, call);
  const meter = await call.paidStep.reserve(price);
  const queued = await engine.queue({ ...planned, model: model.engineModel }, call.signal).catch((error: unknown) => {
    throw engineFailure(error);
  });
  // Recorded before the charge: a job that exists can always be found, retrieved and refunded.
  const id = randomUUID();
  await services.database<MediaJobRow>('media_jobs').insert({
    id,
    kind,
    owner: payerOwner(caller),
    model_id: model.record.id,
    upstream_queue_id: queued.upstreamQueueId,
    request_id: call.requestId,
    status: 'queued',
    created_at: new Date(),
    refunded_at: null,
    charged_currency: null,
    charged_micro: null,
  });
  // units: the seconds of source audio where the price is per second of it (the voice changer), else the one job
  const units = durationSeconds ?? 1;
  const { currency, charged } = await meter.settle(price, {
    sku: `${model.record.id}-${kind}-generation`,
    modelId: model.record.id,
    units,
    notes: chargeNotes(kind, id),
  });
  await services.database('media_jobs').where({ id }).update({ charged_currency: currency, charged_micro: charged.toString() });
  return { model: model.record.id, queueId: id, downloadUrl: queued.downloadUrl, durationSeconds };
}

/** The caller's own job of this kind and model; anyone else's is as unknown as a job that never existed. */
async function findJob(kind: MediaKind, call: PaidCallContext, modelName: string, queueId: string): Promise<{ job: MediaJobRow; model: ServedModel }> {
  const { caller } = call;
  const model = resolveModel(call.services, modelName, KINDS[kind].modelType, caller);
  const job = /^[0-9a-f-]{36}$/i.test(queueId)
    ? await call.services
        .database<MediaJobRow>('media_jobs')
        .where({ id: queueId.toLowerCase(), kind, owner: payerOwner(caller) })
        .first()
    : undefined;
  if (!job || job.model_id !== model.record.id) throw notFound(`No such ${kind} job for this model`, 'QUEUE_ID_NOT_FOUND');
  return { job, model };
}

/** The notes of a job's ledger charge: they name the job, which its request id cannot (the caller may choose that). */
const chargeNotes = (kind: MediaKind, id: string) => `${kind} job ${id}`;

/**
 * What the job was charged, per currency: as its row recorded it, or for a row without the record
 * (from before it, or a process that stopped between the charge and the record) the ledger charge
 * that names the job.
 */
async function jobCharges(database: Database, job: MediaJobRow): Promise<{ currency: Currency; amount: bigint }[]> {
  if (job.charged_currency !== null && job.charged_micro !== null) return [{ currency: job.charged_currency, amount: BigInt(job.charged_micro) }];
  const charges = await database('ledger_entries')
    .where({ owner: job.owner, request_id: job.request_id, kind: 'charge', notes: chargeNotes(job.kind, job.id) })
    .groupBy('currency')
    .select<{ currency: Currency; sum: string }[]>('currency', database.raw('sum(amount) as sum'));
  return charges.map(({ currency, sum }) => ({ currency, amount: -BigInt(sum) }));
}

/** Gives back what the job was charged, once per currency, however often it is asked. */
async function refund(database: Database, job: MediaJobRow): Promise<void> {
  for (const { currency, amount } of await jobCharges(database, job)) {
    if (amount <= 0n) continue;
    await credit(database, {
      owner: job.owner,
      currency,
      amount,
      kind: 'adjustment',
      sku: `${job.model_id}-${job.kind}-refund`,
      modelId: job.model_id,
      requestId: job.request_id,
      externalId: `refund:${job.kind}:${job.id}:${currency}`,
      notes: `${job.kind} job ${job.id} failed at the provider`,
    });
  }
  await database('media_jobs').where({ id: job.id }).update({ status: 'refunded', refunded_at: new Date() });
}

const KIND_NAMES: Record<MediaKind, string> = { video: 'video', audio: 'audio', 'voice-changer': 'voice-changer job' };

const refundedFailure = (kind: MediaKind, contentPolicy: boolean) =>
  apiErrorWithBody('PROVIDER_CONTENT_POLICY', {
    error: {
      message: contentPolicy
        ? `The model provider refused this ${KIND_NAMES[kind]} under its content policy; the job's credits have been refunded.`
        : `The model provider failed this ${KIND_NAMES[kind]}; the job's credits have been refunded.`,
      type: 'provider_content_policy',
      credits_refunded: true,
    },
  });

/** The job's media went to an earlier retrieve (kinds that deliver once). */
const alreadyDelivered = (kind: MediaKind) => notFound(`This ${KIND_NAMES[kind]}'s audio has already been delivered`, 'QUEUE_ID_NOT_FOUND');

/** The job's state, with the model that ran it (for the answer's headers). */
export async function retrieveJob(
  kind: MediaKind,
  call: PaidCallContext,
  request: { model: string; queue_id: string; delete_media_on_completion?: boolean },
): Promise<MediaJobState & { model: ServedModel }> {
  await call.paidStep.admit(request.model);
  const { job, model } = await findJob(kind, call, request.model, request.queue_id);
  if (job.status === 'refunded') throw refundedFailure(kind, false);
  if (KINDS[kind].deliversOnce && job.status !== 'queued') throw alreadyDelivered(kind);
  try {
    const state = await engineOf(model, kind).retrieve(model.engineModel, job.upstream_queue_id, request.delete_media_on_completion, call.signal);
    if (state.kind === 'media' && KINDS[kind].deliversOnce) {
      // Claimed in one conditional update: of two retrieves racing for the media, one gets it.
      const claimed = await call.services.database('media_jobs').where({ id: job.id, status: 'queued' }).update({ status: 'delivered' });
      if (claimed === 0) {
        state.body.destroy();
        throw alreadyDelivered(kind);
      }
    }
    return { ...state, model };
  } catch (error) {
    // The provider says the job itself failed or was refused (this contract's 422): refund it. An
    // outage between us and the provider is not the job's failure: the caller retries later.
    if (error instanceof ProviderError && error.failure === 'content_policy') {
      await refund(call.services.database, job);
      throw refundedFailure(kind, true);
    }
    throw engineFailure(error);
  }
}

export async function completeJob(kind: MediaKind, call: PaidCallContext, request: { model: string; queue_id: string }): Promise<void> {
  const { job, model } = await findJob(kind, call, request.model, request.queue_id);
  if (job.status !== 'queued' && job.status !== 'delivered') return;
  await engineOf(model, kind)
    .complete(model.engineModel, job.upstream_queue_id, call.signal)
    .catch((error: unknown) => {
      throw engineFailure(error);
    });
  await call.services.database('media_jobs').where({ id: job.id }).update({ status: 'completed' });
}
