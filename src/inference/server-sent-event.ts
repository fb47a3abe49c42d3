// One event of a server-sent event stream, as the domain produces it; src/http/sse.ts writes it.
// `data` is JSON-encoded, except the literal `[DONE]` that OpenAI-style streams end with.
export interface ServerSentEvent {
  /** The `event:` name (the responses stream names each event; chat streams do not). */
  event?: string;
  data: object | '[DONE]';
}

export const DONE: ServerSentEvent = { data: '[DONE]' };
