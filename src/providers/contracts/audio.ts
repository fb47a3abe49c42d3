// Speech, transcription and voice cloning in engine-neutral terms: the audio operations check the
// request against the catalog first, then hand the engine only what it has to do.

/** The audio formats of POST /audio/speech. */
export const AUDIO_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export interface SpeechParams {
  /** The engine's own model name. */
  model: string;
  input: string;
  /** Checked against the model's catalog voices before the engine sees it. */
  voice: string;
  format: AudioFormat;
  /** 1 is normal; within the model's min_speed..max_speed. */
  speed: number;
  language?: string;
  prompt?: string;
  temperature?: number;
  top_p?: number;
}

/**
 * Speech as an engine produces it: raw 16-bit little-endian mono samples, which the service wraps
 * or encodes into the requested format itself, or audio the engine already encoded in that format.
 */
export type SpeechAudio = { kind: 'samples'; sampleRate: number; chunks: AsyncIterable<Buffer> } | { kind: 'encoded'; chunks: AsyncIterable<Buffer> };

export interface SpeechEngine {
  /** Starts speaking; a refused request throws here. Chunks come as they are produced; aborting the signal stops the work. */
  speak(params: SpeechParams, signal: AbortSignal): Promise<SpeechAudio>;
}

export interface TranscriptionParams {
  /** The engine's own model name. */
  model: string;
  audio: { data: Buffer; filename: string; contentType: string };
  /** The decoded audio (16 kHz mono 16-bit little-endian), for engines whose `input` is 'samples'. */
  samples?: Buffer;
  /** Ask for word and segment timings. */
  timestamps: boolean;
  language?: string;
  prompt?: string;
  temperature?: number;
}

export interface TranscriptionResult {
  text: string;
  language?: string;
  /** The language's English name (`english`), where the engine gives it. */
  languageName?: string;
  words?: { word: string; start: number; end: number }[];
  segments?: { text: string; start: number; end: number }[];
}

export interface TranscriptionEngine {
  /** 'samples': the engine transcribes the service's decoded audio (params.samples), up to `maxSeconds` of it; default: the file as sent. */
  readonly input?: 'file' | 'samples';
  readonly maxSeconds?: number;
  transcribe(params: TranscriptionParams, signal: AbortSignal): Promise<TranscriptionResult>;
}

export interface VoiceCloneParams {
  /** The engine's own model name. */
  model: string;
  sample: { data: Buffer; filename: string; contentType: string };
}

export interface VoiceCloningEngine {
  /** Clones the sample's voice; resolves to the engine's own id for it, usable as `voice` with this engine. */
  cloneVoice(params: VoiceCloneParams, signal: AbortSignal): Promise<{ voiceId: string }>;
}
