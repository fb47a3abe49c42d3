// The transcript's other shapes (POST /audio/transcriptions `response_format`): OpenAI's
// verbose_json, and SubRip and WebVTT subtitles of its segments. An engine that gave no segments
// gets one spanning the whole audio, so every answer has its times inside the audio.
import type { components } from '../../generated/api-types.js';
import type { TranscriptionResult } from '../providers/contracts/audio.js';

type TranscriptionResponse = components['schemas']['TranscriptionResponse'];
type Segment = { start: number; end: number; text: string };

/** The segments, ordered, clipped to the audio and never overlapping; one whole-audio segment when the engine gave none. */
export function timedSegments(result: TranscriptionResult, seconds: number): Segment[] {
  const given = result.segments?.length ? result.segments : [{ start: 0, end: seconds, text: result.text }];
  let previous = 0;
  return given
    .filter((segment) => segment.text.trim() !== '')
    .map((segment) => {
      const start = Math.min(Math.max(segment.start, previous), seconds);
      const end = Math.min(Math.max(segment.end, start), seconds);
      previous = end;
      return { start: round(start), end: round(end), text: segment.text.trim() };
    });
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function verboseBody(result: TranscriptionResult, seconds: number, words: boolean): TranscriptionResponse {
  const body: TranscriptionResponse = {
    task: 'transcribe',
    language: result.languageName ?? result.language ?? 'unknown',
    duration: round(seconds),
    text: result.text,
    segments: timedSegments(result, seconds).map((segment, id) => ({ id, ...segment })),
  };
  if (words && result.words) body.words = result.words;
  return body;
}

function clock(seconds: number, separator: ',' | '.'): string {
  const milliseconds = Math.round(seconds * 1000);
  const part = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const whole = Math.floor(milliseconds / 1000) % 60;
  return `${part(hours)}:${part(minutes)}:${part(whole)}${separator}${part(milliseconds % 1000, 3)}`;
}

export function srtText(result: TranscriptionResult, seconds: number): string {
  return timedSegments(result, seconds)
    .map((segment, index) => `${index + 1}\n${clock(segment.start, ',')} --> ${clock(segment.end, ',')}\n${segment.text}\n`)
    .join('\n');
}

export function vttText(result: TranscriptionResult, seconds: number): string {
  const cues = timedSegments(result, seconds).map((segment) => `${clock(segment.start, '.')} --> ${clock(segment.end, '.')}\n${segment.text}\n`);
  return ['WEBVTT\n', ...cues].join('\n');
}
