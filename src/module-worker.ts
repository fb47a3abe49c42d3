// Starts a worker thread on an ES module that sits beside its caller: the build's .js, or under tsx
// (the tests, the contract run) the .ts source, which a worker can load only once tsx's loader is
// registered in it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * tsx's ES module API, as its package exports it to `import`. Found through its package.json:
 * vitest's module runner has no import.meta.resolve, and require.resolve finds the CommonJS build,
 * whose register() cannot be called from a module.
 */
function tsxEsmApi(callerUrl: string): string {
  const manifestPath = createRequire(callerUrl).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifestPath), manifest.exports['./esm/api']!.import.default)).href;
}

/** `callerUrl` is the caller's import.meta.url; `name` the entry's file name without its extension. */
export function startModuleWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const tsx = tsxEsmApi(callerUrl);
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`, { ...options, eval: true });
}

/** Resolves once the worker posts `{ ready: true }` (its entry has loaded what it needs), as the pools' workers do. */
export function workerReady(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const onReady = (message: { ready?: true }) => {
      if (!message.ready) return;
      worker.off('message', onReady);
      resolve();
    };
    worker.on('message', onReady);
  });
}

/**
 * Runs a worker entry beside the caller for its one answer (a conversion, say): `workerData` is its
 * job, the first message its answer. An error, an exit before answering or `signal` (which terminates
 * the worker) resolve to `{ ok: false, message }` instead.
 */
export function runWorkerOnce<Answer>(
  callerUrl: string,
  name: string,
  workerData: unknown,
  signal?: AbortSignal,
): Promise<Answer | { ok: false; message: string }> {
  const worker = startModuleWorker(callerUrl, name, { workerData });
  return new Promise((resolve) => {
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    let answered = false;
    worker.once('message', (answer: Answer) => {
      answered = true;
      resolve(answer);
    });
    worker.once('error', (error) => resolve({ ok: false, message: error.message }));
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (!answered) resolve({ ok: false, message: signal?.aborted ? 'stopped' : `the ${name} exited (${code})` });
    });
  });
}
