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
