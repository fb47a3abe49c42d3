// Builds the web console (console/src, Preact + uPlot) into one script, one stylesheet and the page,
// served by src/http/console-page.ts. `npm run build` runs it into dist/console; the browser tests
// build into a folder of their own.
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CONSOLE_DIR = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_OUT_DIR = join(CONSOLE_DIR, '..', 'dist', 'console');

/** Writes app.js, app.css and index.html into `outDir`; returns the bytes of each output file. */
export async function buildConsole(outDir = DEFAULT_OUT_DIR): Promise<Record<string, number>> {
  await mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: { app: join(CONSOLE_DIR, 'src', 'main.tsx') },
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    // The bundle holds no secret and no path worth hiding; a source map would only add a request.
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  await copyFile(join(CONSOLE_DIR, 'index.html'), join(outDir, 'index.html'));
  const sizes: Record<string, number> = {};
  for (const [path, output] of Object.entries(result.metafile.outputs)) sizes[path.split('/').pop()!] = output.bytes;
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildConsole(process.argv[2]);
