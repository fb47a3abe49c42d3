// Response headers set straight on Node's response: Koa 3's ctx.set builds several arrays per header
// to accept any value type, and the pipeline's headers are strings already (figures: decision 0016).
// Like ctx.set, these do nothing once the headers went out.
import type Koa from 'koa';

export function setHeader(ctx: Koa.Context, name: string, value: string): void {
  if (!ctx.res.headersSent) ctx.res.setHeader(name, value);
}

export function setHeaders(ctx: Koa.Context, headers: Readonly<Record<string, string>> | undefined): void {
  if (!headers || ctx.res.headersSent) return;
  for (const name in headers) ctx.res.setHeader(name, headers[name]!);
}

/** What Koa's `ctx.type = 'application/json'` writes, without its MIME lookup on every answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
