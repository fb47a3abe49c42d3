// Tag "Embeddings": vectors for a string or a list of strings.
import { createEmbeddings, embeddingModel } from '../inference/embeddings.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import type { Handlers } from './handler-context.js';

export const embeddingHandlers = {
  async createEmbedding({ body }, context) {
    const model = embeddingModel(context.services, context.principal, body);
    const meter = context.meter();
    await meter.reserveEmbedding(model, typeof body.input === 'string' ? [body.input] : body.input);
    const response = await createEmbeddings(model, body, context.signal);
    await meter.settle(model, { prompt_tokens: response.usage.prompt_tokens, completion_tokens: 0 });
    return { status: 200, headers: servedModelHeaders(model, { contentSafety: false }), body: response };
  },
} satisfies Pick<Handlers, 'createEmbedding'>;
