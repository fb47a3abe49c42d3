// A worker thread of json-parser-pool.ts: gathers a large request body's chunks as the main thread
// forwards them, then decodes and parses it there, off the event loop, and posts back the value (or
// why it is not JSON). Messages carry a job id, so one worker serves several requests at once.
import { parentPort } from 'node:worker_threads';
import { parseJsonText } from './json-text.js';

export type ParseJobMessage = { job: number; chunk: Uint8Array } | { job: number; end: true } | { job: number; abandon: true };

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
  if ('end' in message) port.postMessage({ job: message.job, ...parseJsonText(Buffer.concat(chunks).toString('utf8')) });
});
