// Embeddings from a loaded model through llama.cpp's embedding context: one vector per input, L2
// normalised (as OpenAI's are), optionally truncated to `dimensions` and normalised again (the
// Matryoshka convention). Usage counts the tokens each input was evaluated as.
import type { EmbeddingParams, EmbeddingResult } from '../contracts/embeddings.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { LoadedModel } from './runtime.js';
import { exceedsTokens } from './token-count.js';

function normalise(vector: readonly number[]): number[] {
  let squares = 0;
  for (const value of vector) squares += value * value;
  const length = Math.sqrt(squares);
  return length > 0 ? vector.map((value) => value / length) : [...vector];
}

/** Runs inside the model's queue. */
export async function embedTexts(loaded: LoadedModel, params: EmbeddingParams, signal: AbortSignal): Promise<EmbeddingResult> {
  const native = loaded.model.embeddingVectorSize;
  if (params.dimensions !== undefined && (params.dimensions < 1 || params.dimensions > native)) {
    throw new ProviderError('rejected', `dimensions must be between 1 and ${native} for this model`);
  }
  return loaded.withEmbeddings(async (context) => {
    const vectors: number[][] = [];
    let tokens = 0;
    for (const text of params.input) {
      signal.throwIfAborted();
      // A long input is counted in slices first, the event loop free between them (token-count.ts).
      if (await exceedsTokens(loaded.model, [text], loaded.contextSize - 1)) {
        throw new ProviderError('rejected', `an input holds more tokens than this model embeds (at most ${loaded.contextSize - 1})`);
      }
      const length = context.calculateInputLength(text);
      if (length >= loaded.contextSize) {
        throw new ProviderError('rejected', `an input is ${length} tokens; this model embeds at most ${loaded.contextSize - 1}`);
      }
      tokens += length;
      const raw = (await context.getEmbeddingFor(text)).vector;
      // an empty input has no tokens to embed: its vector is all zeros
      const vector = raw.length === 0 ? new Array<number>(native).fill(0) : normalise(raw);
      vectors.push(params.dimensions ? normalise(vector.slice(0, params.dimensions)) : vector);
    }
    return { vectors, usage: { prompt_tokens: tokens, total_tokens: tokens } };
  });
}
