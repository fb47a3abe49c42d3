// Turns a request body's text into its JSON value, or says why it cannot: the one parser of request
// bodies, run on the event loop for small bodies and in a worker thread for large ones
// (json-parser-pool.ts), so both answer the same 400s.
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/** The value, or the 400's message and its `_errors` entry. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; detail: string };

export function parseJsonText(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    return { ok: false, message: `Malformed JSON body: ${reason}`, detail: `Malformed JSON: ${reason}` };
  }
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
    const message = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`;
    return { ok: false, message, detail: message };
  }
  return { ok: true, value };
}
