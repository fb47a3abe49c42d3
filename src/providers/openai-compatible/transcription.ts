// Transcription from an upstream speaking OpenAI's POST /v1/audio/transcriptions (OpenAI,
// speaches/faster-whisper, LocalAI, vLLM): the file and options as multipart/form-data. Timings are
// asked for as OpenAI does (verbose_json with word and segment granularities).
import { FormData } from 'undici';
import type { TranscriptionParams, TranscriptionResult } from '../contracts/audio.js';
import { ProviderError } from '../contracts/provider-error.js';
import type { UpstreamClient } from './client.js';
import { errorFromTransport } from './errors.js';

export function transcriptionForm(params: TranscriptionParams): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(params.audio.data)], { type: params.audio.contentType }), params.audio.filename);
  form.append('model', params.model);
  form.append('response_format', params.timestamps ? 'verbose_json' : 'json');
  if (params.timestamps) {
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
  }
  if (params.language !== undefined) form.append('language', params.language);
  if (params.prompt !== undefined) form.append('prompt', params.prompt);
  if (params.temperature !== undefined) form.append('temperature', String(params.temperature));
  return form;
}

type Timed = { start?: unknown; end?: unknown };
const timed = (item: Timed) => typeof item.start === 'number' && typeof item.end === 'number';

/** OpenAI's json or verbose_json answer; anything without a `text` string is malformed. */
export function transcriptionResultFrom(raw: unknown): TranscriptionResult {
  const body = raw as { text?: unknown; language?: unknown; words?: unknown; segments?: unknown } | null;
  if (!body || typeof body.text !== 'string') throw new ProviderError('malformed', 'the upstream transcription has no text');
  const result: TranscriptionResult = { text: body.text };
  if (typeof body.language === 'string') result.language = body.language;
  if (Array.isArray(body.words)) {
    result.words = (body.words as (Timed & { word?: unknown })[])
      .filter((item) => timed(item) && typeof item.word === 'string')
      .map((item) => ({ word: item.word as string, start: item.start as number, end: item.end as number }));
  }
  if (Array.isArray(body.segments)) {
    result.segments = (body.segments as (Timed & { text?: unknown })[])
      .filter((item) => timed(item) && typeof item.text === 'string')
      .map((item) => ({ text: item.text as string, start: item.start as number, end: item.end as number }));
  }
  return result;
}

export async function upstreamTranscription(client: UpstreamClient, params: TranscriptionParams, signal: AbortSignal): Promise<TranscriptionResult> {
  const response = await client.postForm('/audio/transcriptions', transcriptionForm(params), signal);
  let body: unknown;
  try {
    body = await response.body.json();
  } catch (error) {
    throw errorFromTransport(error, signal);
  }
  return transcriptionResultFrom(body);
}
