// Whisper's mel filter bank, which whisper.cpp reads from the model file: the Slaney-style mel
// scale and area normalisation (what librosa.filters.mel computes by default, and what OpenAI's
// mel_filters.npz holds), for 16 kHz audio and a 400-point FFT.

const SAMPLE_RATE = 16_000;
export const FFT_SIZE = 400;

const LINEAR_STEP = 200 / 3; // Hz per mel below 1 kHz
const LOG_START_HZ = 1000;
const LOG_START_MEL = LOG_START_HZ / LINEAR_STEP;
const LOG_STEP = Math.log(6.4) / 27;

function hertzToMel(hertz: number): number {
  return hertz < LOG_START_HZ ? hertz / LINEAR_STEP : LOG_START_MEL + Math.log(hertz / LOG_START_HZ) / LOG_STEP;
}

function melToHertz(mel: number): number {
  return mel < LOG_START_MEL ? mel * LINEAR_STEP : LOG_START_HZ * Math.exp(LOG_STEP * (mel - LOG_START_MEL));
}

/** `melCount` rows of FFT_SIZE / 2 + 1 weights, row after row. */
export function melFilters(melCount: number): Float32Array {
  const bins = FFT_SIZE / 2 + 1;
  const binHertz = Array.from({ length: bins }, (_, index) => (index * SAMPLE_RATE) / 2 / (bins - 1));
  const top = hertzToMel(SAMPLE_RATE / 2);
  const edges = Array.from({ length: melCount + 2 }, (_, index) => melToHertz((top * index) / (melCount + 1)));
  const weights = new Float32Array(melCount * bins);
  for (let mel = 0; mel < melCount; mel++) {
    const [low, centre, high] = [edges[mel]!, edges[mel + 1]!, edges[mel + 2]!];
    const area = 2 / (high - low);
    for (let bin = 0; bin < bins; bin++) {
      const rising = (binHertz[bin]! - low) / (centre - low);
      const falling = (high - binHertz[bin]!) / (high - centre);
      weights[mel * bins + bin] = Math.max(0, Math.min(rising, falling)) * area;
    }
  }
  return weights;
}
