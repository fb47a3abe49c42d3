// Tag "TEE": attestations and signatures pass through from a trusted execution environment the
// operator configured, or come from the operator's signing key. This build has neither kind of
// route nor a signing key, so a served model answers 404 TEE_NOT_CONFIGURED: an attestation is
// never made up.
import { findModel } from '../catalog/discovery.js';
import { apiError } from '../errors.js';
import { modelNotFound } from '../inference/model-resolution.js';
import type { HandlerContext, Handlers } from './handler-context.js';

function teeNotConfigured(context: HandlerContext, modelId: string, what: string): never {
  if (!findModel(context.services.catalog, modelId)) throw modelNotFound(modelId);
  throw apiError('TEE_NOT_CONFIGURED', {
    message: `Model ${modelId} does not run in a trusted execution environment configured on this service, and no signing key is configured: there is no ${what} to give`,
  });
}

export const teeHandlers = {
  async getTeeAttestation({ query }, context) {
    return teeNotConfigured(context, query.model, 'attestation');
  },
  async getTeeSignature({ query }, context) {
    return teeNotConfigured(context, query.model, 'signature');
  },
} satisfies Pick<Handlers, 'getTeeAttestation' | 'getTeeSignature'>;
