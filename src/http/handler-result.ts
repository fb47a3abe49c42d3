// What an operation handler answers, as the runner (operation-runner.ts) writes it and the paid-step
// check (paid-step-check.ts) inspects it.
import type { ServerSentEvent } from '../inference/server-sent-event.js';

/** A handler's answer: a body, or a server-sent event stream (the generated contract's two result variants). */
export interface HandlerResult {
  status: number;
  body?: unknown;
  stream?: AsyncIterable<ServerSentEvent>;
  contentType?: string;
  headers?: Record<string, string>;
}
