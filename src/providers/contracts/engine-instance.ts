// What an inference engine is: the capabilities it implements, each a small interface in this folder.
// They speak engine-neutral subsets of the OpenAI shapes, independent of the public contract: the
// operations turn a validated request into their params (model resolved, service_parameters applied)
// and turn the results back into the spec's response and stream shapes, adding cost and the echo.
//
// Engines: `openai-compatible` (upstream over HTTP, undici), `llama-cpp` (embedded, node-llama-cpp),
// `service-compatible` (media jobs) and `espeak` (embedded speech), among others. A route in
// config/models.yaml picks one per model; src/providers/registry.ts builds it.
import type { SpeechEngine, TranscriptionEngine, VoiceCloningEngine } from './audio.js';
import type { ChatEngine } from './chat.js';
import type { EmbeddingEngine } from './embeddings.js';
import type { ImageEngine } from './images.js';
import type { MediaJobEngine, MediaKind } from './media-jobs.js';

/** What a factory makes for one model: the capabilities it has, and how to let go of it. */
export interface EngineInstance {
  chat?: ChatEngine;
  embeddings?: EmbeddingEngine;
  /** POST /audio/speech (tts models). */
  speech?: SpeechEngine;
  /** POST /audio/transcriptions (asr models). */
  transcription?: TranscriptionEngine;
  /** POST /audio/voices (tts models with voice_cloning). */
  voiceCloning?: VoiceCloningEngine;
  /** Asynchronous media jobs and which kind (the /video or /audio operations). */
  mediaJobs?: { kind: MediaKind; jobs: MediaJobEngine };
  /** Image generation, editing, upscaling, background removal: the methods the engine has. */
  images?: ImageEngine;
  close?(): Promise<void>;
}
