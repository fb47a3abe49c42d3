// Embedding inputs sent as token ids: OpenAI's clients may tokenize before they send (LangChain's
// OpenAIEmbeddings does by default), always with OpenAI's cl100k_base encoding. The ids are decoded
// back to text with js-tiktoken's copy of that encoding (docs/decisions/0047-embedding-token-ids.md),
// and the model embeds the text with its own tokenizer. The encoding's tables are loaded on first use.
import type { Tiktoken } from 'js-tiktoken/lite';
import { badRequest } from '../errors.js';

let encoding: Promise<Tiktoken> | undefined;

async function cl100k(): Promise<Tiktoken> {
  encoding ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([{ Tiktoken: Encoding }, ranks]) => new Encoding(ranks.default),
  );
  return encoding;
}

export type EmbeddingInput = string | string[] | number[] | number[][];

/** The input as strings, one an input: token ids decoded, text as it came. */
export async function embeddingTexts(input: EmbeddingInput): Promise<string[]> {
  if (typeof input === 'string') return [input];
  if (input.every((item): item is string => typeof item === 'string')) return input;
  const lists = input.every((item): item is number => typeof item === 'number') ? [input] : (input as number[][]);
  const decoder = await cl100k();
  const texts = lists.map((ids) => decoder.decode(ids));
  const empty = texts.indexOf('');
  if (empty >= 0) {
    const field = lists.length === 1 && input.length > 0 && typeof input[0] === 'number' ? 'input' : `input[${empty}]`;
    throw badRequest(
      `Invalid request parameters: ${field} decodes to no text (ids outside cl100k_base's tokens)`,
      { _errors: [], input: { _errors: [`${field} decodes to no text`] } },
      'INVALID_REQUEST',
    );
  }
  return texts;
}
