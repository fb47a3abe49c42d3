// How a sentence becomes a Piper voice's input: espeak-ng's clauses with the sentence's punctuation,
// and the ids between the beginning and end symbols with padding after each, as Piper makes them.
import { describe, expect, it } from 'vitest';
import { phonemeIds, type PiperVoice, sentencePhonemes } from '../../src/providers/onnx/piper-voice.js';

const voice: PiperVoice = {
  sampleRate: 22050,
  espeakVoice: 'en-us',
  noiseScale: 0.667,
  lengthScale: 1,
  noiseWidth: 0.8,
  ids: new Map([
    ['_', [0]],
    ['^', [1]],
    ['$', [2]],
    [' ', [3]],
    [',', [8]],
    ['?', [13]],
    ['h', [20]],
    ['i', [21]],
    ['ˈ', [120]],
  ]),
};

describe('Piper voice input', () => {
  it("joins espeak-ng's clauses with commas and ends with the sentence's punctuation", () => {
    expect(sentencePhonemes(['həlˈoʊ wˈɜːld', 'hˌaʊ ɑːɹ juː'], 'Hello world, how are you? ')).toBe('həlˈoʊ wˈɜːld, hˌaʊ ɑːɹ juː?');
    expect(sentencePhonemes(['ðɪs'], 'This')).toBe('ðɪs.');
  });

  it('puts the ids between ^ and $, pads after each, and leaves out phonemes the voice lacks', () => {
    expect(phonemeIds(voice, 'hˈi, x?')).toEqual([1, 0, 20, 0, 120, 0, 21, 0, 8, 0, 3, 0, 13, 0, 2]);
  });
});
