// What the event loop and the embedded database's thread (pglite-worker.ts) say to each other.
import type { QueryOptions, Results } from '@electric-sql/pglite';

export interface PgliteThreadData {
  directory: string;
  /** Start parameters added to PGlite's own defaults. */
  settings: string[];
  /** PostgreSQL's WebAssembly, compiled once by the process (pglite-thread.ts). */
  wasmModule: WebAssembly.Module;
}

export type PgliteRequest = { id: number; sql: string; params?: unknown[]; options?: QueryOptions } | { id: number; close: true };

/** A failure as data: a structured clone of an Error keeps its message and stack, not PostgreSQL's fields (code, detail, constraint, …). */
export interface PlainError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** `id` 0 answers the start (result null), or gives the error it failed with. */
export type PgliteReply = { id: number; result: Results<unknown> | null } | { id: number; error: PlainError };

export function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

/** The error again, on the event loop, with its PostgreSQL fields as properties. */
export function revivedError(plain: PlainError): Error {
  const error = Object.assign(new Error(plain.message), plain.fields);
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}
