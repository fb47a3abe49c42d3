// Cloned voices (POST /audio/voices): a sample is checked (as transcription checks files, plus the
// model's accepted_formats and min_sample_seconds), cloned by the model's engine, and kept behind a
// handle of our own (`vv_…`) that only its maker may use, with that model, until it expires (the
// model's voice_cloning.retention_days, 7 by default). Charged once per clone at
// pricing.voice_clone, after the engine cloned it.
import { randomBytes } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import type { UploadedFile } from '../../generated/operations.js';
import type { Principal } from '../principal.js';
import type { Meter } from '../billing/meter.js';
import { payerOwner } from '../money.js';
import type { Price } from '../billing/request-charge.js';
import { apiError, badRequest, unsupportedMediaType } from '../errors.js';
import { apiErrorFor } from '../inference/engine-errors.js';
import { resolveModel } from '../inference/model-resolution.js';
import type { VoiceCloningEngine } from '../providers/contracts/audio.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import type { Database } from '../store/database.js';
import { acceptedFile } from './transcription.js';

const DEFAULT_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;
export const CLONED_VOICE_PREFIX = 'vv_';

interface ClonedVoiceRow {
  id: string;
  owner: string;
  model_id: string;
  upstream_voice_id: string;
  created_at: Date;
  expires_at: Date;
}

export interface ClonePlan {
  model: ServedModel;
  engine: VoiceCloningEngine;
  sample: UploadedFile;
}

type Cloning = NonNullable<components['schemas']['ModelSpec']['voice_cloning']>;

/** The tts model a request names, as it will resolve; undefined when it names none the caller may use. */
export function cloningModelId(services: Services, principal: Principal | undefined, name: string): string | undefined {
  try {
    return resolveModel(services, name, 'tts', principal).record.id;
  } catch {
    return undefined; // planVoiceClone raises the same error with its status
  }
}

export async function planVoiceClone(
  services: Services,
  principal: Principal | undefined,
  model: string,
  upload: UploadedFile | undefined,
  signal: AbortSignal,
): Promise<ClonePlan> {
  const served = resolveModel(services, model, 'tts', principal);
  const cloning = served.record.model_spec.voice_cloning as Cloning | undefined;
  const engine = served.engine.voiceCloning;
  if (!cloning || !engine) throw apiError('INVALID_MODEL', { message: `Model ${served.record.id} does not clone voices` });
  const sample = acceptedFile(upload);
  const extension = sample.filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const formats = cloning.accepted_formats.map((format) => format.toLowerCase());
  if (formats.length > 0 && !(extension && formats.includes(extension))) throw unsupportedMediaType([`a sample file: ${formats.join(', ')}`]);
  const seconds = await services.audio.decoder.duration(sample.data, signal);
  if (seconds < cloning.min_sample_seconds) {
    throw apiError('AUDIO_UNPROCESSABLE', {
      message: `The sample lasts ${seconds.toFixed(1)} s; ${served.record.id} needs at least ${cloning.min_sample_seconds} s`,
    });
  }
  return { model: served, engine, sample };
}

export function voiceClonePrice(plan: ClonePlan): Price {
  const pricing = plan.model.record.model_spec.pricing as Partial<components['schemas']['SpeechModelPricing']> | undefined;
  const price = pricing?.voice_clone;
  return price ? { usd: BigInt(Math.round(price.usd * 1e6)), diem: BigInt(Math.round(price.diem * 1e6)) } : { usd: 0n, diem: 0n };
}

export async function cloneVoice(services: Services, caller: Principal, plan: ClonePlan, meter: Meter, signal: AbortSignal) {
  const { voiceId } = await plan.engine
    .cloneVoice(
      { model: plan.model.engineModel, sample: { data: plan.sample.data, filename: plan.sample.filename ?? 'sample', contentType: plan.sample.contentType } },
      signal,
    )
    .catch((error: unknown) => {
      throw error instanceof ProviderError ? apiErrorFor(error) : error;
    });
  const cloning = plan.model.record.model_spec.voice_cloning as Cloning;
  const now = new Date();
  const row: ClonedVoiceRow = {
    id: `${CLONED_VOICE_PREFIX}${randomBytes(12).toString('base64url')}`,
    owner: payerOwner(caller),
    model_id: plan.model.record.id,
    upstream_voice_id: voiceId,
    created_at: now,
    expires_at: new Date(now.getTime() + (cloning.retention_days ?? DEFAULT_RETENTION_DAYS) * DAY_MS),
  };
  await services.database<ClonedVoiceRow>('cloned_voices').insert(row);
  const price = voiceClonePrice(plan);
  await meter.settle(price, {
    sku: `${plan.model.record.id}-voice-clone`,
    modelId: plan.model.record.id,
    units: 1,
    pricePerUnitUsd: Number(price.usd) / 1e6,
    notes: `voice ${row.id}`,
  });
  return { id: row.id, model: row.model_id, expires_at: row.expires_at.toISOString() };
}

/** The engine's voice id behind a handle, when the caller made it for this model and it has not expired; else a 400. */
export async function clonedVoiceId(database: Database, caller: Principal | undefined, modelId: string, handle: string): Promise<string> {
  const row = caller
    ? await database<ClonedVoiceRow>('cloned_voices')
        .where({ id: handle, owner: payerOwner(caller), model_id: modelId })
        .where('expires_at', '>', new Date())
        .first()
    : undefined;
  if (!row) {
    throw badRequest(`Voice ${handle} is not a voice you cloned with ${modelId}, or it has expired`, {
      _errors: [],
      voice: { _errors: ['no such cloned voice for this model'] },
    });
  }
  return row.upstream_voice_id;
}
