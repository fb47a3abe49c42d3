// `npm run bench -- media`: the embedded media models through the API, on one service process.
// Each section is its own file; BENCH_MEDIA_SECTIONS=background,speech picks sections by name.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchMediaBackground } from './media-background.js';
import { benchMediaSpeech } from './media-speech.js';
import { MODELS_DIR, type MediaService, startMediaService } from './media/media-service.js';
import { transcriptionSection } from './media/transcription.js';

/** Whisper's section, run through the API and against the engine called directly (bench/media/transcription.ts). */
async function benchMediaTranscription(service: MediaService): Promise<void> {
  const missing = transcriptionSection.needs.filter((name) => !existsSync(join(MODELS_DIR, name)));
  if (missing.length > 0) return console.log(`\ntranscription: skipped, ${missing.join(', ')} not in ./data/models (make models)`);
  await transcriptionSection.run({ origin: service.origin, headers: { authorization: service.headers.authorization! }, modelsDir: MODELS_DIR });
}

const SECTIONS: Record<string, (service: MediaService) => Promise<void>> = {
  transcription: benchMediaTranscription,
  background: benchMediaBackground,
  speech: benchMediaSpeech,
};

export async function benchMedia(): Promise<void> {
  const chosen = process.env.BENCH_MEDIA_SECTIONS?.split(',').map((name) => name.trim());
  const service = await startMediaService();
  try {
    for (const [name, section] of Object.entries(SECTIONS)) if (!chosen || chosen.includes(name)) await section(service);
  } finally {
    await service.stop();
  }
}
