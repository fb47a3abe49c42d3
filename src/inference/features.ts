// Which requests a model can take. A part, tool or option it cannot take is refused with a 400 that
// names the feature (counted later as an UNSUPPORTED_FEATURE_REQUESTS error budget); options that
// need something this server lacks (a search provider, a document extractor) are refused the same way.
import type { components } from '../../generated/api-types.js';
import { apiError } from '../errors.js';
import type { ServedModel } from '../providers/registry.js';
import type { WithoutNulls } from './null-parameters.js';
import { MAX_BYTES_PER_TOKEN, rawPromptFloor } from './prompt-floor.js';

/** The request as the handler passes it on: a `null` parameter has been dropped (null-parameters.ts). */
export type ChatRequest = WithoutNulls<components['schemas']['ChatCompletionRequest']>;
type UserPart = components['schemas']['ChatUserContentPart'];

export const MAX_VIDEOS = 3;

export const unsupportedFeature = (message: string) => apiError('UNSUPPORTED_FEATURE', { message });

/**
 * Media types whose bytes are the text itself, so a file part can become a text part. HTML is a
 * document (its text is extracted, as the spec says), not text to pass on with its markup.
 */
const TEXT_MEDIA =
  /^(text\/(?!html$)[\w.+-]+|application\/(json|ld\+json|xml|javascript|x-javascript|typescript|x-typescript|yaml|x-yaml|toml|x-toml|sql|x-sh|x-python|csv))$/i;

/** The media type of a data URL, or undefined when the string is not one. */
export function dataUrlMediaType(url: string): string | undefined {
  const match = /^data:([^;,]*)[;,]/i.exec(url);
  return match ? (match[1] || 'text/plain').toLowerCase() : undefined;
}

export function isExtractableFile(fileData: string): boolean {
  const type = dataUrlMediaType(fileData);
  return type !== undefined && TEXT_MEDIA.test(type);
}

function userParts(request: ChatRequest): UserPart[] {
  return request.messages.flatMap((message) => (message.role === 'user' && Array.isArray(message.content) ? message.content : []));
}

/** Problems no model here could get past; undefined when there is none. */
export function requestProblem(request: ChatRequest): string | undefined {
  // Web search (`on`, `auto`, the web_search tool) is served where a search provider is configured,
  // X search (enable_x_search, the x_search tool) where X search is: src/augment/chat-*.ts.
  const parts = userParts(request);
  if (parts.filter((part) => part.type === 'video_url').length > MAX_VIDEOS) return `At most ${MAX_VIDEOS} videos are allowed in one request`;
  for (const part of parts) {
    if (part.type !== 'file') continue;
    const type = dataUrlMediaType(part.file.file_data);
    if (type === undefined) return 'Files by URL are not supported here: send the file as a data URL';
    if (!TEXT_MEDIA.test(type))
      return `File content of type ${type} is not supported here: only text files (plain text, Markdown, CSV, JSON, source code) can be extracted`;
  }
  return undefined;
}

/** The first thing this model cannot take, as a sentence naming the feature; undefined when it can take it all. */
export function modelProblem(model: ServedModel, request: ChatRequest): string | undefined {
  const capabilities = model.record.model_spec.capabilities;
  const id = model.record.id;
  const parts = userParts(request);
  const lacks = (feature: string) => `Model ${id} does not support ${feature}`;
  if (parts.some((part) => part.type === 'image_url') && !capabilities?.supportsVision) return lacks('image input (vision)');
  if (parts.some((part) => part.type === 'input_audio') && !capabilities?.supportsAudioInput) return lacks('audio input');
  if (parts.some((part) => part.type === 'video_url') && !capabilities?.supportsVideoInput) return lacks('video input');
  if ((request.tools ?? []).some((tool) => tool.type === 'function') && !capabilities?.supportsFunctionCalling) return lacks('tool calls (function calling)');
  if (request.response_format?.type === 'json_schema' && !capabilities?.supportsResponseSchema) return lacks('structured output (response_format json_schema)');
  if (request.logprobs && !capabilities?.supportsLogProbs) return lacks('logprobs');
  return undefined;
}

/** The prompt is longer than the model's context could hold, whatever its tokenizer. */
export const promptTooLong = (model: ServedModel) =>
  apiError('TOO_MANY_TOKENS', {
    message: `The prompt cannot fit ${model.record.id}'s context of ${model.record.context_length} tokens; shorten the messages`,
  });

/**
 * The request checked against its models before anything is fetched or searched for it: a 400
 * naming what no model here, or the primary, cannot take, and TOO_MANY_TOKENS for message text
 * alone longer than the primary's context could hold (the plan checks the whole prompt's bound).
 * Returns the fallbacks that can take it: one that cannot would only fail differently.
 */
export function modelsTaking(primary: ServedModel, fallbacks: readonly ServedModel[], request: ChatRequest): ServedModel[] {
  const problem = requestProblem(request) ?? modelProblem(primary, request);
  if (problem) throw unsupportedFeature(problem);
  const context = primary.record.context_length;
  // The text of the request's messages as a chat body holds it: no more than the planned prompt's.
  if (context !== undefined && rawPromptFloor('createChatCompletion', request) > context * MAX_BYTES_PER_TOKEN) throw promptTooLong(primary);
  return fallbacks.filter((fallback) => !modelProblem(fallback, request));
}
