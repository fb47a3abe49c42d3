// Where speech is found in 16 kHz audio and how it is cut into whisper.cpp's 30 s windows, and
// the subtitle and verbose shapes made of the segments.
import { describe, expect, it } from 'vitest';
import { srtText, timedSegments, verboseBody, vttText } from '../../src/audio/transcript-formats.js';
import { SAMPLE_RATE, speechWindows } from '../../src/providers/whisper-cpp/speech-windows.js';

/** Audio of `parts`: [seconds, loud] each, a 220 Hz tone when loud, silence otherwise. */
function audio(parts: [number, boolean][]): Int16Array {
  const samples = new Int16Array(Math.round(parts.reduce((sum, [seconds]) => sum + seconds, 0) * SAMPLE_RATE));
  let at = 0;
  for (const [seconds, loud] of parts) {
    const count = Math.round(seconds * SAMPLE_RATE);
    if (loud) for (let index = 0; index < count; index++) samples[at + index] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * index) / SAMPLE_RATE));
    at += count;
  }
  return samples;
}

describe('speech windows', () => {
  it('finds none in silence', () => {
    expect(speechWindows(audio([[3, false]]))).toEqual([]);
  });

  it('puts short stretches with their pauses into one window, timed by the speech with a margin', () => {
    const windows = speechWindows(
      audio([
        [1, false],
        [2, true],
        [1, false],
        [2, true],
        [2, false],
      ]),
    );
    expect(windows).toHaveLength(1);
    expect(windows[0]!.start).toBeCloseTo(0.8, 1);
    expect(windows[0]!.end).toBeCloseTo(6.2, 1);
  });

  it('cuts long speech into windows of at most 30 s that follow each other', () => {
    const windows = speechWindows(
      audio([
        [20, true],
        [1, false],
        [20, true],
        [1, false],
        [20, true],
      ]),
    );
    expect(windows.length).toBeGreaterThanOrEqual(3);
    let previous = 0;
    for (const window of windows) {
      expect(window.start).toBeGreaterThanOrEqual(previous);
      expect(window.end - window.start).toBeLessThanOrEqual(30);
      previous = window.end;
    }
    expect(windows.at(-1)!.end).toBeCloseTo(62, 0);
  });

  it("cuts a stretch longer than a window without a pause at its quietest frame in the window's last third", () => {
    const windows = speechWindows(audio([[45, true]]));
    expect(windows).toHaveLength(2);
    expect(windows[0]!.start).toBe(0);
    expect(windows[0]!.end).toBeGreaterThanOrEqual(20);
    expect(windows[0]!.end).toBeLessThanOrEqual(30);
    expect(windows[1]).toEqual({ start: windows[0]!.end, end: 45 });
  });
});

describe('transcript formats', () => {
  const result = {
    text: 'Hello there. General Kenobi.',
    languageName: 'english',
    segments: [
      { start: 0.2, end: 1.5, text: ' Hello there.' },
      { start: 1.4, end: 3.9, text: 'General Kenobi.' },
    ],
  };

  it('orders the segments without overlap and inside the audio', () => {
    expect(timedSegments(result, 3)).toEqual([
      { start: 0.2, end: 1.5, text: 'Hello there.' },
      { start: 1.5, end: 3, text: 'General Kenobi.' },
    ]);
    expect(timedSegments({ text: 'All of it.' }, 2.5)).toEqual([{ start: 0, end: 2.5, text: 'All of it.' }]);
  });

  it('writes SubRip, WebVTT and verbose_json of them', () => {
    expect(srtText(result, 3)).toBe('1\n00:00:00,200 --> 00:00:01,500\nHello there.\n\n2\n00:00:01,500 --> 00:00:03,000\nGeneral Kenobi.\n');
    expect(vttText(result, 3)).toBe('WEBVTT\n\n00:00:00.200 --> 00:00:01.500\nHello there.\n\n00:00:01.500 --> 00:00:03.000\nGeneral Kenobi.\n');
    expect(verboseBody(result, 3, false)).toEqual({
      task: 'transcribe',
      language: 'english',
      duration: 3,
      text: 'Hello there. General Kenobi.',
      segments: [
        { id: 0, start: 0.2, end: 1.5, text: 'Hello there.' },
        { id: 1, start: 1.5, end: 3, text: 'General Kenobi.' },
      ],
    });
  });
});
