// `npm run bench -- media`: the embedded media models through the API, on one service process.
// Each section is its own file; BENCH_MEDIA_SECTIONS=background,speech picks sections by name.
import { benchMediaBackground } from './media-background.js';
import { benchMediaSpeech } from './media-speech.js';
import { type MediaService, startMediaService } from './media/media-service.js';

const SECTIONS: Record<string, (service: MediaService) => Promise<void>> = {
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
