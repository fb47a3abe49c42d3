// Embeddings in engine-neutral terms (the OpenAI embeddings shape, independent of the public contract).

export interface EmbeddingParams {
  model: string;
  input: string[];
  dimensions?: number;
}

export interface EmbeddingResult {
  vectors: number[][];
  /** The engine's own count; absent when it reported none that is valid (the service then counts the input). */
  usage?: { prompt_tokens: number; total_tokens: number };
}

export interface EmbeddingEngine {
  embed(params: EmbeddingParams, signal: AbortSignal): Promise<EmbeddingResult>;
}
