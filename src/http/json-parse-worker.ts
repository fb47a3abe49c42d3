// A worker thread of json-parser-pool.ts: gathers a large request body's chunks as the main thread
// forwards them, then decodes and parses it there, off the event loop, and posts back the value (or
// why it is not JSON). Messages carry a job id, so one worker serves several requests at once.
// Given a prompt ceiling, a body whose prompt text is longer than any served model could take is
// answered `promptTooLong` instead: its value (tens of megabytes to copy back) is dropped here.
import { parentPort } from 'node:worker_threads';
import { rawPromptFloor } from '../inference/prompt-floor.js';
import { parseJsonText } from './json-text.js';

/** The operation whose body this is, and the most prompt text any served model could take. */
export interface PromptCeiling {
  operationId: string;
  ceiling: number;
}

export type ParseJobMessage = { job: number; chunk: Uint8Array } | { job: number; end: true; prompt?: PromptCeiling } | { job: number; abandon: true };

const port = parentPort;
if (!port) throw new Error('json-parse-worker runs as a worker thread');
const bodies = new Map<number, Uint8Array[]>();

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
  const parsed = parseJsonText(Buffer.concat(chunks).toString('utf8'));
  const { prompt } = message;
  if (parsed.ok && prompt && rawPromptFloor(prompt.operationId, parsed.value) > prompt.ceiling) {
    port.postMessage({ job: message.job, ok: false, promptTooLong: true });
  } else port.postMessage({ job: message.job, ...parsed });
});
