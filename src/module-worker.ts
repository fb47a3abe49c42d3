// Starts a worker thread on an ES module that sits beside its caller: the build's .js, or, when the
// service runs from its TypeScript sources (the tests, the contract run), the entry and the modules it
// imports bundled by esbuild into one JavaScript file: a worker on the .ts sources would load tsx and
// transform each module again in every thread started (docs/decisions/0058).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker, type WorkerOptions } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import { PROJECT_ROOT } from './project-root.js';

/** Where bundled worker entries are written: inside the project, so their package imports resolve. */
const BUNDLE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'module-workers');
const bundled = new Map<string, string | null>();

/**
 * The entry bundled with its own modules (packages stay imports), written once under a name of its
 * content's hash: processes that bundle the same sources at once write the same file, each through a
 * rename, so a worker never reads half of one. None when a module of it finds files beside itself
 * (import.meta.url), which a bundle elsewhere would look for in the wrong place.
 */
function bundledEntry(entry: string, name: string): string | null {
  const known = bundled.get(entry);
  if (known !== undefined) return known;
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const [output] = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    logLevel: 'error',
  }).outputFiles;
  if (output!.text.includes('import.meta')) {
    bundled.set(entry, null);
    return null;
  }
  const file = join(BUNDLE_DIR, `${name}-${createHash('sha256').update(output!.contents).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(BUNDLE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}`;
    writeFileSync(partial, output!.contents);
    renameSync(partial, file);
  }
  bundled.set(entry, file);
  return file;
}

/** The process's Node options without tsx's loader, which a bundled (plain JavaScript) entry does not need. */
function withoutTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < execArgv.length; at++) {
    const option = execArgv[at]!;
    if ((option === '--import' || option === '--require' || option === '-r') && execArgv[at + 1]?.startsWith('tsx')) at++;
    else if (!/^--(import|require)=tsx/.test(option)) kept.push(option);
  }
  return kept;
}

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

/**
 * `callerUrl` is the caller's import.meta.url; `name` the entry's file name without its extension.
 * `nativeAddons`: packages with native code the entry loads that must outlive its threads, loaded
 * on this thread first so that they stay loaded. Node unloads an addon that only worker threads
 * loaded when the last of them ends; whisper.cpp's (@napi-rs/whisper) then takes the whole process
 * down (a segmentation fault as the worker is terminated). onnxruntime-node and sharp stay mapped
 * by themselves.
 */
export function startModuleWorker(callerUrl: string, name: string, options: WorkerOptions = {}, nativeAddons: readonly string[] = []): Worker {
  for (const addon of nativeAddons) createRequire(callerUrl)(addon);
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const source = new URL(`./${name}.ts`, callerUrl);
  const bundle = bundledEntry(fileURLToPath(source), name);
  if (bundle) return new Worker(bundle, { ...options, execArgv: withoutTsx(options.execArgv ?? process.execArgv) });
  const tsx = tsxEsmApi(callerUrl);
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source.href)}); });`, {
    ...options,
    eval: true,
  });
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
