// A transcription model file whisper.cpp cannot load fails that transcription, not the service: the
// worker that tried ends, and the next transcription tries again (an operator may have put a good
// file in place meanwhile). A process of its own (the isolated project): while the addon was loaded
// only by the worker, ending that worker was a segmentation fault of the whole process.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/providers/contracts/provider-error.js';
import { WhisperCppEngine } from '../../src/providers/whisper-cpp/engine.js';
import { TEST_DATA_DIR } from '../support/paths.js';

/** A second of silence as the audio decoder hands it over. */
const params = {
  model: 'whisper-base',
  audio: { data: Buffer.alloc(0), filename: 'silence.wav', contentType: 'audio/wav' },
  samples: Buffer.alloc(32_000),
  timestamps: false,
};

describe('whisper.cpp with a model file it cannot load', () => {
  it('fails each transcription with upstream_error, and the process and the engine live on', async () => {
    const folder = mkdtempSync(join(TEST_DATA_DIR, 'whisper-broken-'));
    const file = join(folder, 'ggml-broken.bin');
    writeFileSync(file, randomBytes(4096));
    const engine = new WhisperCppEngine(file, { workers: 1, threads: 1, queueLimit: 2, maxSeconds: 30 });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const failure = await engine.transcribe(params, new AbortController().signal).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ProviderError);
        expect((failure as ProviderError).failure).toBe('upstream_error');
        expect((failure as ProviderError).message).toMatch(/^whisper\.cpp failed: .*model/i);
        // The failed worker is terminated; wait until it is gone before the next attempt.
        await expect.poll(() => engine.transcribing).toBe(0);
      }
    } finally {
      await engine.close();
    }
    // Ending the last worker was the crash: give it the time to happen inside the test, so that
    // vitest reports this test's process as lost rather than passing it.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
});
