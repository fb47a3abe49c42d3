// Tag "Embeddings": vectors for a string or a list of strings (or their cl100k_base token ids).
import { createEmbeddings, embeddingModel } from '../inference/embeddings.js';
import { embeddingTexts } from '../inference/token-ids.js';
import { embeddingMaximum, settleTokens } from '../inference/metering.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { expectedTokens, limitedModelId } from '../inference/rate-limits.js';
import type { Handlers } from './handler-context.js';

export const embeddingHandlers = {
  async createEmbedding({ body }, context) {
    const { services, principal } = context;
    const input = await embeddingTexts(body.input);
    await context.paidStep.admit(limitedModelId(services, principal, body.model, 'embedding'), expectedTokens(input));
    const model = embeddingModel(services, principal, body);
    const meter = await context.paidStep.reserve(embeddingMaximum(model, input));
    const { response, deployment } = await createEmbeddings(model, { ...body, input }, context.signal);
    const cost = await settleTokens(meter, model, { prompt_tokens: response.usage.prompt_tokens, completion_tokens: 0 });
    return { status: 200, headers: servedModelHeaders(model, { contentSafety: false, deployment }), body: { ...response, ...(cost ? { cost } : {}) } };
  },
} satisfies Pick<Handlers, 'createEmbedding'>;
