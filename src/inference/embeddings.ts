// POST /embeddings: one vector per input string, in input order; `dimensions` only where the model
// supports custom dimensions; base64 output is the vector's little-endian float32 bytes, as OpenAI
// encodes it (clients decode it with Float32Array / numpy.frombuffer).
import type { components } from '../../generated/api-types.js';
import type { Principal } from '../principal.js';
import type { ServedModel } from '../providers/registry.js';
import type { Deployment } from '../providers/routing/deployment.js';
import { runOnModel } from '../providers/routing/pooled-model.js';
import type { Services } from '../services.js';
import { checkedEmbeddingUsage } from './checked-usage.js';
import { unsupportedFeature } from './features.js';
import { firstThatAnswers } from './fallbacks.js';
import { resolveModel } from './model-resolution.js';

type EmbeddingRequest = components['schemas']['EmbeddingRequest'];
type EmbeddingResponse = components['schemas']['EmbeddingResponse'];

export function float32Base64(vector: readonly number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes.toString('base64');
}

export function embeddingModel(services: Services, principal: Principal | undefined, request: EmbeddingRequest): ServedModel {
  const model = resolveModel(services, request.model, 'embedding', principal);
  if (!model.engine.embeddings) throw unsupportedFeature(`Model ${model.record.id} cannot embed on its engine (${model.route.engine})`);
  if (request.dimensions !== undefined && !model.record.model_spec.supportsCustomDimensions) {
    throw unsupportedFeature(`Model ${model.record.id} does not support custom dimensions (dimensions)`);
  }
  return model;
}

/** The vectors, and of a model on several deployments the one that answered. */
export async function createEmbeddings(
  model: ServedModel,
  request: Omit<EmbeddingRequest, 'input'> & { input: string[] },
  signal: AbortSignal,
): Promise<{ response: EmbeddingResponse; deployment?: Deployment }> {
  const { input } = request;
  const dimensions = request.dimensions !== undefined ? { dimensions: request.dimensions } : {};
  const embed = (candidate: ServedModel) =>
    runOnModel(candidate, (engine, engineModel) => engine.embeddings!.embed({ model: engineModel, input, ...dimensions }, signal), signal);
  const {
    value: { value: result, deployment },
  } = await firstThatAnswers([model], embed, signal);
  const usage = checkedEmbeddingUsage(model.record.id, input, result.usage);
  deployment?.addTokens(Date.now(), usage.total_tokens);
  const base64 = request.encoding_format === 'base64';
  const response: EmbeddingResponse = {
    object: 'list',
    data: result.vectors.map((vector, index) => ({ object: 'embedding', index, embedding: base64 ? float32Base64(vector) : vector })),
    model: model.record.id,
    usage,
  };
  return { response, deployment };
}
