// What `model` names: a model id, a trait (`default`), or a compatibility name (`gpt-4o`, or a pattern such as `claude-*`), each
// optionally followed by feature suffixes `<model>:<parameter>=<value>[&…]` that set
// service_parameters. The caller's key must be allowed to use the model (its modelPrivacy).
import { schemaValidators } from '../../generated/validators.js';
import type { Principal } from '../principal.js';
import type { ModelType } from '../catalog/catalog.js';
import { privacyAllows } from '../catalog/discovery.js';
import { namedModelId } from '../catalog/name-choices.js';
import { badRequest, forbidden, notFound, type ErrorTree } from '../errors.js';
import type { ServedModel } from '../providers/registry.js';
import type { Services } from '../services.js';
import type { ChatServiceParameters } from './service-parameters.js';

const SUFFIX = /^[a-z_]+=[^&=]*(&[a-z_]+=[^&=]*)*$/;

/** Splits `base:name=value&…`; a `:` followed by something that is not `name=value` pairs stays in the name (`qwen3:8b`). */
export function splitModelSuffix(model: string): { base: string; suffix?: string } {
  const colon = model.lastIndexOf(':');
  if (colon <= 0 || !SUFFIX.test(model.slice(colon + 1))) return { base: model };
  return { base: model.slice(0, colon), suffix: model.slice(colon + 1) };
}

function parseValue(value: string): string | boolean {
  const decoded = decodeURIComponent(value);
  return decoded === 'true' ? true : decoded === 'false' ? false : decoded;
}

/** The service_parameters a suffix sets, validated by the same schema as the body's. */
export function suffixParameters(suffix: string | undefined): ChatServiceParameters {
  if (!suffix) return {};
  let parameters: Record<string, string | boolean>;
  try {
    parameters = Object.fromEntries(
      suffix
        .split('&')
        .map((pair) => pair.split('=') as [string, string])
        .map(([name, value]) => [name, parseValue(value)]),
    );
  } catch {
    throw badRequest('Invalid request parameters', { _errors: [], model: { _errors: ['the model suffix is not validly percent-encoded'] } }, 'INVALID_REQUEST');
  }
  if (!schemaValidators.ChatServiceParameters(parameters)) {
    const messages = (schemaValidators.ChatServiceParameters.errors ?? []).map((error) =>
      error.keyword === 'additionalProperties'
        ? `unknown model suffix parameter ${String(error.params.additionalProperty)}`
        : `suffix ${error.instancePath.slice(1)} ${error.message ?? 'is invalid'}`,
    );
    const details: ErrorTree = { _errors: [], model: { _errors: messages } };
    throw badRequest('Invalid request parameters', details, 'INVALID_REQUEST');
  }
  return parameters as ChatServiceParameters;
}

export const modelNotFound = (name: string) => notFound(`Specified model not found: ${name}`, 'MODEL_NOT_FOUND');

function allowedFor(principal: Principal | undefined, model: ServedModel): void {
  if (principal?.kind !== 'key' || privacyAllows(principal.modelPrivacy, model.record)) return;
  const rule = principal.modelPrivacy === 'PRIVATE_ONLY' ? 'may only use private models' : 'may only use private text models';
  throw forbidden(`This API key ${rule}; ${model.record.id} is ${model.record.model_spec.privacy}`, 'UNAUTHORIZED');
}

const KINDS: Partial<Record<ModelType, string>> = {
  image: 'image generation',
  inpaint: 'image editing',
  upscale: 'image upscaling or background removal',
  tts: 'speech',
  asr: 'transcription',
};

/**
 * Why no model answers: a name that stands for a configured model which is not served says which and
 * what it needs (its catalog description names the setting, e.g. an upstream's URL variable); a
 * request without a name whose type has nothing served says that none is configured.
 */
function notServed(services: Services, type: ModelType, name: string | undefined, id: string, trait: string) {
  const { catalog } = services;
  const record = catalog.configured.get(id);
  const reason = catalog.unavailable.find((entry) => entry.id === id)?.reason;
  const kind = KINDS[type] ?? type;
  if (record && reason) {
    const asked = name ?? `The ${trait} ${kind} model`;
    return notFound(`${asked} stands for ${id}, which is not served here (${reason}): ${record.model_spec.description}`, 'MODEL_NOT_FOUND');
  }
  if (name !== undefined) return modelNotFound(name);
  const served = catalog.models.some((model) => model.record.type === type);
  return notFound(served ? `No ${trait} ${kind} model is set; name one as model` : `No ${kind} model is configured on this service`, 'MODEL_NOT_FOUND');
}

/**
 * The served model a name (without suffix) stands for, of the given type, usable by this caller;
 * without a name, the type's `defaultTrait`. A name that stands for nothing served is reported as
 * the caller wrote it (a request without one, by what it fell to), never by a name mapped in between.
 */
export function resolveModel(
  services: Services,
  name: string | undefined,
  type: ModelType,
  principal: Principal | undefined,
  defaultTrait = 'default',
): ServedModel {
  const { catalog, engines } = services;
  const sent = name ?? defaultTrait;
  const id = engines.get(sent) ? sent : (catalog.traits[type]?.[sent] ?? namedModelId(catalog.compatibility[type], sent) ?? sent);
  const model = engines.get(id);
  if (!model) throw notServed(services, type, name, id, defaultTrait);
  if (model.record.type !== type) {
    // Not found *for this endpoint*, as OpenAI answers a chat call naming an embedding model (404).
    throw notFound(`Model ${id} has type ${model.record.type}; this endpoint needs type ${type}`, 'MODEL_NOT_FOUND');
  }
  allowedFor(principal, model);
  return model;
}
