// A module-resolution hook for a child process: prints every package an import resolves to, one
// `package <name>` line each on stderr (test/unit/boot-memory.test.ts reads them).
import { register } from 'node:module';

if (!import.meta.url.includes('?hook')) register(`${import.meta.url}?hook`);

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url);
  if (match) process.stderr.write(`package ${match[1]}\n`);
  return resolved;
}
