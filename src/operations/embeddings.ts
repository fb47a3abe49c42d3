// Tag "Embeddings": vectors for a string or a list of strings.
import { createEmbeddings, embeddingModel } from '../inference/embeddings.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { OPERATIONS } from '../../generated/operations.js';
import { admitInference, expectedTokens } from '../inference/rate-limits.js';
import type { Handlers } from './handler-context.js';

export const embeddingHandlers = {
  async createEmbedding({ body }, context) {
    const { admission, refused } = await admitInference(context, OPERATIONS.createEmbedding.rateLimit, body.model, 'embedding', expectedTokens(body.input));
    try {
      const model = embeddingModel(context.services, context.principal, body);
      const meter = context.meter();
      await meter.reserveEmbedding(model, typeof body.input === 'string' ? [body.input] : body.input);
      const response = await createEmbeddings(model, body, context.signal);
      await meter.settle(model, { prompt_tokens: response.usage.prompt_tokens, completion_tokens: 0 });
      await admission.settle(meter.settledTokens);
      return { status: 200, headers: { ...admission.headers(), ...servedModelHeaders(model, { contentSafety: false }) }, body: response };
    } catch (error) {
      return refused(error);
    }
  },
} satisfies Pick<Handlers, 'createEmbedding'>;
