// One event of a server-sent event stream, as the domain produces it (the generated contract types
// each streaming operation's events); src/http/sse.ts writes it. `data` is JSON-encoded, except
// the literal `[DONE]` that OpenAI-style streams end with.
import type { StreamEvent } from '../../generated/operations.js';

export type ServerSentEvent<Data = unknown> = StreamEvent<Data>;

export const DONE: ServerSentEvent<never> = { data: '[DONE]' };
