// The web console at /console: the static files `npm run build` writes to dist/console/ from
// console/ (docs/decisions/0038-console.md). Only the fixed allow-list below is ever read, so a
// path can never reach another file; the page talks to the API on this same origin, with the
// signed-in key in the tab's session storage, so CORS is not involved.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Koa from 'koa';
import { PROJECT_ROOT } from '../project-root.js';

export const CONSOLE_PATH = '/console';
export const CONSOLE_BUILD_DIR = join(PROJECT_ROOT, 'dist', 'console');

interface ConsoleFile {
  name: string;
  type: string;
  /** The page itself is re-read on every visit; its assets may be kept a short while. */
  cacheControl: string;
}

const PAGE: ConsoleFile = { name: 'index.html', type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
const ASSETS: Record<string, ConsoleFile> = {
  [`${CONSOLE_PATH}/app.js`]: { name: 'app.js', type: 'application/javascript; charset=utf-8', cacheControl: 'public, max-age=300' },
  [`${CONSOLE_PATH}/app.css`]: { name: 'app.css', type: 'text/css; charset=utf-8', cacheControl: 'public, max-age=300' },
};

// No inline script or style; blob: only for the audio and images the playground made itself. uPlot
// sizes its elements through element.style (CSSOM), which style-src 'self' allows.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** `buildDir`: where the built files are (tests build into their own folder). */
export function consolePage(buildDir = CONSOLE_BUILD_DIR): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = ctx.path === CONSOLE_PATH || ctx.path === `${CONSOLE_PATH}/` ? PAGE : ASSETS[ctx.path];
    if (!file) return next();
    ctx.set(SECURITY_HEADERS);
    let body: Buffer;
    try {
      body = await readFile(join(buildDir, file.name));
    } catch {
      ctx.status = 503;
      ctx.set('Retry-After', '60');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The console is not built: run `npm run build` (make run does it).\n';
      return;
    }
    ctx.type = file.type;
    ctx.set('Cache-Control', file.cacheControl);
    ctx.body = body;
  };
}
