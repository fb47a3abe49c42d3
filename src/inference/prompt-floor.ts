// The cheapest lower bound on a prompt's size: the length of the text its messages hold, read from
// the request body as it was sent (before validation or conversion). No tokenizer keeps more than
// MAX_BYTES_PER_TOKEN bytes in one token, and a string's length in UTF-16 units never exceeds its
// UTF-8 bytes, so a prompt with more text than that times a model's context cannot fit the model.
// chat-plan.ts refuses such a prompt for the model asked for; the body reader refuses, in the
// worker thread that parsed it, a body whose prompt could fit no model served here
// (src/http/request-body.ts), so a huge hostile body never crosses back to the event loop.
// This module runs in that worker too: it imports nothing.

/**
 * No tokenizer keeps more than this many bytes in one token (the longest entries of real
 * vocabularies are runs of spaces or punctuation of a few dozen bytes).
 */
export const MAX_BYTES_PER_TOKEN = 256;

const TEXT_PART_TYPES = new Set(['text', 'input_text', 'output_text']);

/** The text of a message's content as sent: a string, or the text of its text parts (other parts count nothing). */
function contentLength(content: unknown): number {
  if (typeof content === 'string') return content.length;
  if (!Array.isArray(content)) return 0;
  let total = 0;
  for (const part of content as unknown[]) {
    const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
    if (typeof text === 'string' && typeof type === 'string' && TEXT_PART_TYPES.has(type)) total += text.length;
  }
  return total;
}

function itemsLength(items: unknown): number {
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items as unknown[]) {
    const { content, output } = (item ?? {}) as { content?: unknown; output?: unknown };
    total += contentLength(content) + (typeof output === 'string' ? output.length : 0);
  }
  return total;
}

/** How each operation with a prompt finds its text in a raw body (chat messages, responses input). */
const RAW_PROMPT_TEXT: Readonly<Record<string, (body: Record<string, unknown>) => number>> = {
  createChatCompletion: (body) => itemsLength(body.messages),
  createResponse: (body) => (typeof body.input === 'string' ? body.input.length : itemsLength(body.input)),
};

/** Whether the operation's body holds a prompt whose text rawPromptFloor can read. */
export function hasPrompt(operationId: string): boolean {
  return Object.hasOwn(RAW_PROMPT_TEXT, operationId);
}

/**
 * The length of the prompt text in a body of the operation, as sent (not yet validated: anything
 * that is not where a prompt's text belongs counts nothing); 0 for an operation without a prompt.
 */
export function rawPromptFloor(operationId: string, body: unknown): number {
  const read = Object.hasOwn(RAW_PROMPT_TEXT, operationId) ? RAW_PROMPT_TEXT[operationId] : undefined;
  if (!read || typeof body !== 'object' || body === null || Array.isArray(body)) return 0;
  return read(body as Record<string, unknown>);
}

/**
 * The most prompt text any served text model could take (its context times MAX_BYTES_PER_TOKEN, the
 * largest of them); undefined when some text model's context is not known, or none is served.
 */
export function promptTextCeiling(models: readonly { record: { type: string; context_length?: number } }[]): number | undefined {
  let ceiling: number | undefined;
  for (const { record } of models) {
    if (record.type !== 'text') continue;
    if (record.context_length === undefined) return undefined;
    ceiling = Math.max(ceiling ?? 0, record.context_length * MAX_BYTES_PER_TOKEN);
  }
  return ceiling;
}
