// Voice names other clients send (OpenAI's `alloy`, `nova`, …) standing for a voice of each speech
// model, as compatibility names stand for models: config/compatibility.yaml `voices`, per model id.
// They join the model's `model_spec.voice_aliases`, so GET /models?type=tts shows what each means.
import type { components } from '../../generated/api-types.js';
import { pointerKey, type ConfigProblems } from './config-files.js';

type ModelRecord = components['schemas']['ModelResponse'];

const FILE_NAME = 'compatibility.yaml';

/** The voices OpenAI's speech API and SDK examples name. */
export const OPENAI_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'] as const;

/**
 * Adds compatibility.yaml's `voices` (model id -> alias -> one of the model's voices) to each
 * model's `voice_aliases`; a model that lists no voices takes any alias target. The schema checked
 * the shape; what depends on the models is checked here, every problem collected so the boot lists them all.
 */
export function applyVoiceAliases(
  voices: Record<string, Record<string, string>> | undefined,
  configured: ReadonlyMap<string, ModelRecord>,
  problems: ConfigProblems,
): void {
  for (const [id, aliases] of Object.entries(voices ?? {})) {
    const where = `/voices/${pointerKey(id)}`;
    const record = configured.get(id);
    if (record?.type !== 'tts') {
      problems.add(FILE_NAME, where, `names ${record ? `a ${record.type} model` : 'an unknown model'}; voices are for tts models`);
      continue;
    }
    const spec = record.model_spec;
    const own = spec.voices ?? [];
    const merged: Record<string, string> = { ...spec.voice_aliases };
    for (const [alias, voice] of Object.entries(aliases)) {
      if (own.length > 0 && !own.includes(voice))
        problems.add(FILE_NAME, `${where}/${pointerKey(alias)}`, `must be one of the model's voices (${own.join(', ')})`);
      else if (own.includes(alias)) problems.add(FILE_NAME, `${where}/${pointerKey(alias)}`, "is already one of the model's own voices");
      else merged[alias] = voice;
    }
    spec.voice_aliases = merged;
  }
}

/** The model voice a requested voice stands for: an alias's target, or the voice itself. */
export function voiceFor(record: ModelRecord, voice: string): string {
  const aliases = record.model_spec.voice_aliases;
  return aliases && Object.hasOwn(aliases, voice) ? aliases[voice]! : voice;
}
