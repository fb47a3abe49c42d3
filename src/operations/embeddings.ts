// Tag "Embeddings": vectors for a string or a list of strings.
import { createEmbeddings, embeddingModel } from '../inference/embeddings.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import type { Handlers } from './handler-context.js';

export const embeddingHandlers = {
  async createEmbedding({ body }, context) {
    const model = embeddingModel(context.services, context.principal, body);
    const response = await createEmbeddings(model, body, context.signal);
    return { status: 200, headers: servedModelHeaders(model, { contentSafety: false }), body: response };
  },
} satisfies Pick<Handlers, 'createEmbedding'>;
