// The interactive API reference at /docs: Redoc rendering the bundled spec, with Redoc's
// standalone bundle served from our own node_modules so the page needs no CDN or network. The
// request and response samples (the spec's examples) open fully expanded: Redoc folds nested
// objects by default, which hid every message of a chat example behind `{}`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type Koa from 'koa';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
export const DOCS_PATH = '/docs';
const BUNDLE_PATH = '/docs/redoc.standalone.js';
// Redoc's side-menu footer ("API docs by Redocly") shows a logo fetched from this CDN, which the
// CSP below blocks (a console error) and which would be the page's only request off this server.
// With an empty src the image fails at once, Redoc drops it, and the footer link stays as text.
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

async function loadBundle(): Promise<Buffer> {
  return Buffer.from((await readFile(REDOC_BUNDLE, 'utf8')).replace(REDOCLY_LOGO, ''));
}

const page = (specUrl: string, title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="${specUrl}" hide-download-button="false" json-sample-expand-level="all"></redoc>
<script src="${BUNDLE_PATH}"></script>
</body>
</html>
`;

// Everything the page loads comes from this server (the spec, the bundle); Redoc runs its search
// index in a blob: worker and styles itself inline. The empty data: icon keeps browsers from asking
// for /favicon.ico, a 404 in the console on every visit.
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'";

export function docsPage(specUrl: string, title: string): Koa.Middleware {
  let bundle: Promise<Buffer> | undefined;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === DOCS_PATH || ctx.path === `${DOCS_PATH}/`) {
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page(specUrl, title);
      return;
    }
    if (ctx.path === BUNDLE_PATH) {
      bundle ??= loadBundle();
      ctx.type = 'application/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = await bundle;
      return;
    }
    if (ctx.path === '/') {
      ctx.redirect(DOCS_PATH);
      return;
    }
    return next();
  };
}
