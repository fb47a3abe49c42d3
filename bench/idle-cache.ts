// `npm run bench -- idle`: what a moment of idleness costs the next piece of work on this machine.
// The same fixed work is timed right after the previous run and after the process slept 1, 3 and
// 21 ms (the gap between a stream's chunks is 1 ms in the gateway bench, a stream lasts ~21 ms):
// arithmetic on registers, walks over 32 KB to 4 MB of memory, allocating ~100 KB of small objects,
// and calling 3,000 small functions (code spread over memory, as a request pipeline's is). Where
// only the memory-bound work slows after idling, the caches were emptied meanwhile, not the clock
// lowered; the gateway bench's stream rounds then meet every step of the service, and of the
// floor, with cold caches, and a step costs what the memory it touches costs to bring back, not
// what its instructions cost.
import { performance } from 'node:perf_hooks';
import { percentile, sortedCopy } from './gateway/statistics.js';

const GAPS_MS = [0, 1, 3, 21];
const ROUNDS = Number(process.env.BENCH_IDLE_ROUNDS ?? 150);

const arrays = [32, 256, 1024, 4096].map((kilobytes) => new Float64Array((kilobytes * 1024) / 8));
// Distinct functions, each compiled on its own: 3,000 call targets the way a pipeline's code is spread.
const functions = Array.from({ length: 3000 }, (_, index) => new Function('x', `return (x * ${index + 1}) ^ ${index};`) as (x: number) => number);

let sink = 0; // results feed this, so no work is optimized away

function arithmetic(): void {
  let x = 1;
  for (let index = 0; index < 20_000; index += 1) x = (x * 1_103_515_245 + 12_345) | 0;
  sink += x;
}

/** Reads one double per 64-byte cache line. */
function walk(array: Float64Array): void {
  let sum = 0;
  for (let index = 0; index < array.length; index += 8) sum += array[index]!;
  sink += sum;
}

function allocate(): void {
  let kept: unknown;
  for (let index = 0; index < 1000; index += 1) kept = { index, name: 'x', pair: [index, index + 1], nested: { index } };
  sink += (kept as { index: number }).index;
}

function callAll(): void {
  let sum = 0;
  for (const fn of functions) sum += fn(3);
  sink += sum;
}

const work: [string, () => void][] = [
  ['arithmetic (registers only)', arithmetic],
  ...arrays.map((array): [string, () => void] => [`walk ${array.byteLength / 1024} KB`, () => walk(array)]),
  ['allocate ~100 KB of objects', allocate],
  ['call 3,000 small functions', callAll],
];

// Back to back still yields to the event loop once (a promise turn), as a server between two events does not sleep.
const pause = (milliseconds: number) => (milliseconds > 0 ? new Promise<void>((resolve) => setTimeout(resolve, milliseconds)) : Promise.resolve());

export async function benchIdleCache(): Promise<void> {
  console.log(`\n# idle: fixed work right after the last run and after sleeping (${ROUNDS} rounds, medians, µs)\n`);
  for (const [, run] of work) for (let index = 0; index < 20; index += 1) run(); // compiled before timing
  const medians = new Map<string, number[]>();
  // Each kind of work on its own, so that back to back it finds in the caches only what it left there itself.
  for (const [name, run] of work) {
    const figures: number[] = [];
    for (const gap of GAPS_MS) {
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        await pause(gap);
        const began = performance.now();
        run();
        samples.push((performance.now() - began) * 1000);
      }
      figures.push(percentile(sortedCopy(samples), 0.5));
    }
    medians.set(name, figures);
  }
  console.log(`| work | ${GAPS_MS.map((gap) => (gap === 0 ? 'back to back' : `after ${gap} ms idle`)).join(' | ')} |`);
  console.log(`|---|${GAPS_MS.map(() => '---|').join('')}`);
  for (const [name, figures] of medians) {
    const base = figures[0]!;
    const cells = figures.map((value, index) => (index === 0 ? value.toFixed(1) : `${value.toFixed(1)} (${(value / base).toFixed(1)}×)`));
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  if (sink === Number.MIN_VALUE) console.log(''); // keeps `sink` live
}
