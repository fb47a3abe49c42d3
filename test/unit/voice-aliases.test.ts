// Voice aliases (config/compatibility.yaml `voices`): the shipped catalog takes every OpenAI voice
// name on every speech model, and a mapping that points nowhere stops the boot with its reason.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { catalogFrom } from '../support/config-files.js';
import { OPENAI_VOICES, voiceFor } from '../../src/catalog/voice-aliases.js';
import { INFERENCE_FIXTURE } from '../support/inference-app.js';
import { RUN_DIR } from '../support/paths.js';

describe('voice aliases', () => {
  const directories: string[] = [];
  afterAll(() => {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  it("the shipped config maps each of OpenAI's voices to one of every speech model's own voices", () => {
    const catalog = catalogFrom(join(PROJECT_ROOT, 'config'), { DATA_DIR: join(RUN_DIR, 'unused') });
    const speechModels = [...catalog.configured.values()].filter((record) => record.type === 'tts');
    expect(speechModels.map((record) => record.id)).toContain('tts-espeak');
    for (const record of speechModels) {
      const voices = record.model_spec.voices ?? [];
      for (const name of OPENAI_VOICES)
        expect({ model: record.id, name, known: voices.includes(voiceFor(record, name)) }).toEqual({ model: record.id, name, known: true });
    }
    // the embedded engine's English variants differ from one another (not all one voice)
    const espeak = catalog.configured.get('tts-espeak')!;
    expect(new Set(OPENAI_VOICES.map((name) => voiceFor(espeak, name))).size).toBe(OPENAI_VOICES.length);
  });

  it('refuses an alias naming a voice the model lacks, a model that does not speak, or an unknown model', () => {
    const directory = mkdtempSync(join(RUN_DIR, 'voice-aliases-'));
    directories.push(directory);
    cpSync(INFERENCE_FIXTURE, directory, { recursive: true });
    writeFileSync(
      join(directory, 'compatibility.yaml'),
      'tts:\n  tts-1: speech-espeak\nvoices:\n  speech-espeak: { alloy: robot, en: fr }\n  chat-basic: { alloy: en }\n  ghost: { alloy: en }\n',
    );
    expect(() => catalogFrom(directory, { FIXTURE_UPSTREAM_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      /compatibility\.yaml \/voices\/speech-espeak\/alloy: must be one of the model's voices \(en, fr, en\+f3\)\n {2}compatibility\.yaml \/voices\/speech-espeak\/en: is already one of the model's own voices\n {2}compatibility\.yaml \/voices\/chat-basic: names a text model[^\n]*\n {2}compatibility\.yaml \/voices\/ghost: names an unknown model/,
    );
  });
});
