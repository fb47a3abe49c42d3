// A worker thread of json-parser-pool.ts: gathers a large request body's chunks as the main thread
// forwards them, then decodes, parses and validates it there, off the event loop, and posts back the
// value (or why it is not JSON, or not valid). Messages carry a job id, so one worker serves several
// requests at once. A body that fails the operation's validator or a limit of body-limits.ts, or
// whose prompt text is longer than any served model could take, is answered without its value: a
// refused body (tens of megabytes, or hundreds of thousands of objects, to copy back) stays here.
import { parentPort } from 'node:worker_threads';
import type { OperationId } from '../../generated/operations.js';
import { requestValidators, type ValidationError } from '../../generated/validators.js';
import { bodyLimitProblem, type LimitProblem } from '../inference/body-limits.js';
import { rawPromptFloor } from '../inference/prompt-floor.js';
import { parseJsonText, type ParsedJson } from './json-text.js';

/** The operation whose body this is, and the most prompt text any served model could take (when it has a prompt). */
export interface BodyChecks {
  operationId: string;
  ceiling?: number;
}

/** A worker's answer for a body that parsed: valid (`validated`), or refused by the validator, a limit or the prompt ceiling. */
export type CheckedJson =
  | ParsedJson
  | { ok: true; value: unknown; validated: true }
  | { ok: false; invalid: ValidationError[] }
  | { ok: false; limit: LimitProblem }
  | { ok: false; promptTooLong: true };

export type ParseJobMessage = { job: number; chunk: Uint8Array } | { job: number; end: true; checks?: BodyChecks } | { job: number; abandon: true };

/** A body with more errors than this sends back only these: the 400 names the first fields, not each of 100,000 items. */
const MAX_ERRORS = 100;

const port = parentPort;
if (!port) throw new Error('json-parse-worker runs as a worker thread');
const bodies = new Map<number, Uint8Array[]>();

function checked(text: string, checks: BodyChecks | undefined): CheckedJson {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !checks) return parsed;
  const validator = Object.hasOwn(requestValidators, checks.operationId) ? requestValidators[checks.operationId as OperationId].body : undefined;
  if (!validator) return parsed;
  if (!validator(parsed.value)) return { ok: false, invalid: (validator.errors ?? []).slice(0, MAX_ERRORS) };
  const limit = bodyLimitProblem(checks.operationId, parsed.value);
  if (limit) return { ok: false, limit };
  if (checks.ceiling !== undefined && rawPromptFloor(checks.operationId, parsed.value) > checks.ceiling) return { ok: false, promptTooLong: true };
  return { ok: true, value: parsed.value, validated: true };
}

port.on('message', (message: ParseJobMessage) => {
  if ('chunk' in message) {
    const chunks = bodies.get(message.job);
    if (chunks) chunks.push(message.chunk);
    else bodies.set(message.job, [message.chunk]);
    return;
  }
  const chunks = bodies.get(message.job) ?? [];
  bodies.delete(message.job);
  if (!('end' in message)) return;
  port.postMessage({ job: message.job, ...checked(Buffer.concat(chunks).toString('utf8'), message.checks) });
});
