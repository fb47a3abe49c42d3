// A Piper voice's config (the .onnx.json beside its model) and how its input is made: espeak-ng's
// IPA phonemes of a sentence, each mapped to its ids, between a beginning and an end symbol, with
// the padding symbol after every one, as Piper itself does (piper-phonemize's phoneme_ids).
import { readFile } from 'node:fs/promises';

export interface PiperVoice {
  sampleRate: number;
  /** The espeak-ng voice its phonemes come from (e.g. en-us). */
  espeakVoice: string;
  noiseScale: number;
  lengthScale: number;
  noiseWidth: number;
  ids: ReadonlyMap<string, readonly number[]>;
}

interface PiperConfig {
  audio?: { sample_rate?: number };
  espeak?: { voice?: string };
  inference?: { noise_scale?: number; length_scale?: number; noise_w?: number };
  phoneme_type?: string;
  phoneme_id_map?: Record<string, number[]>;
}

const [PAD, BEGIN, END] = ['_', '^', '$'];

export async function readPiperVoice(configFile: string): Promise<PiperVoice> {
  const config = JSON.parse(await readFile(configFile, 'utf8')) as PiperConfig;
  const map = config.phoneme_id_map;
  if (!map?.[PAD] || !map[BEGIN] || !map[END]) throw new Error(`${configFile} has no phoneme_id_map with ${PAD}, ${BEGIN} and ${END}`);
  if ((config.phoneme_type ?? 'espeak') !== 'espeak') throw new Error(`${configFile} is a ${config.phoneme_type} voice; only espeak phonemes are supported`);
  return {
    sampleRate: config.audio?.sample_rate ?? 22050,
    espeakVoice: config.espeak?.voice ?? 'en-us',
    noiseScale: config.inference?.noise_scale ?? 0.667,
    lengthScale: config.inference?.length_scale ?? 1,
    noiseWidth: config.inference?.noise_w ?? 0.8,
    ids: new Map(Object.entries(map)),
  };
}

/**
 * One sentence's phonemes as Piper writes them: espeak-ng's clauses joined by commas, ending in the
 * sentence's own punctuation (a question sounds like one), since espeak-ng's IPA output drops it.
 */
export function sentencePhonemes(clauses: readonly string[], sentence: string): string {
  const ending = /[.!?]/.exec(sentence.trimEnd().slice(-1))?.[0] ?? '.';
  return `${clauses.map((clause) => clause.trim()).join(', ')}${ending}`;
}

/** The model's input ids; a phoneme the voice lacks is left out, as Piper does. */
export function phonemeIds(voice: PiperVoice, phonemes: string): number[] {
  const pad = voice.ids.get(PAD)!;
  const ids = [...voice.ids.get(BEGIN)!, ...pad];
  for (const phoneme of phonemes.normalize('NFD')) {
    const mapped = voice.ids.get(phoneme);
    if (mapped) ids.push(...mapped, ...pad);
  }
  ids.push(...voice.ids.get(END)!);
  return ids;
}
