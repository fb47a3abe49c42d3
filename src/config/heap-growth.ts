// How far the service lets V8's old generation grow between full collections. Imported first by
// src/main.ts, so it applies to the server process only (the tests build the app in their own).
//
// V8 sets the next full-collection limit at up to 4× what the last one kept alive, and a server
// under load promotes many short-lived objects (requests in flight across young collections), so
// its heap grows far past what is live. 1.5× keeps it near what is live (docs/decisions/0016). It is
// a growth factor, not a cap: a process that needs more memory still gets it.
//
// HEAP_GROWING_PERCENT overrides it (0: V8's own heuristics); so does `node --heap-growing-percent=…`.
import { setFlagsFromString } from 'node:v8';

const DEFAULT_PERCENT = 50;

export function applyHeapGrowth(environment: NodeJS.ProcessEnv = process.env, execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return;
  const raw = environment.HEAP_GROWING_PERCENT;
  const percent = raw === undefined || raw.trim() === '' ? DEFAULT_PERCENT : Number(raw);
  if (!Number.isInteger(percent) || percent < 0) throw new Error(`HEAP_GROWING_PERCENT must be a whole number ≥ 0, got ${raw}`);
  // V8 reads the flag at every full collection, so setting it after start takes effect from the next.
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

applyHeapGrowth();
