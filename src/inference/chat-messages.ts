// The request's messages in the engine-neutral shape: system prompts of the service and of a
// character first, text-array content joined, text files turned into text, and (for single-image
// vision models) only the images of the last message that has any. A part's cache_control is kept
// (text arrays then stay arrays) for upstreams that take it; fields the engines do not use
// (reasoning_details, thought_signature, an earlier answer's audio id) stop here, and the deprecated
// function messages become tool messages.
import { checkedCallerUrl } from './caller-urls.js';
import type { components } from '../../generated/api-types.js';
import type { CacheControl, ChatMessage as EngineMessage, ContentPart } from '../providers/contracts/chat.js';
import type { ServedModel } from '../providers/registry.js';
import { dataUrlMediaType } from './features.js';

type RequestMessage = components['schemas']['ChatMessage'];
type AssistantMessage = components['schemas']['ChatAssistantMessage'];
type UserPart = components['schemas']['ChatUserContentPart'];
type TextPart = components['schemas']['ChatTextPart'];
type RefusalPart = components['schemas']['ChatRefusalPart'];

/**
 * Text parts joined into one string (a replayed refusal part reads as its text), unless a part marks
 * a cache point: then the parts, with their marks.
 */
function joinText(content: string | (TextPart | RefusalPart)[] | null | undefined): string | ContentPart[] | null {
  if (content === null || content === undefined) return null;
  if (typeof content === 'string') return content;
  const textOf = (part: TextPart | RefusalPart) => (part.type === 'refusal' ? part.refusal : part.text);
  const markOf = (part: TextPart | RefusalPart) => (part.type === 'text' ? cacheMark(part) : {});
  if (content.some((part) => part.type === 'text' && part.cache_control)) return content.map((part) => ({ type: 'text', text: textOf(part), ...markOf(part) }));
  return content.map(textOf).join('');
}

/** The id a deprecated function_call and the function message answering it share (they carry none). */
const functionCallId = (name: string) => `function-${name}`;

/**
 * A replayed answer: its text (a refusal's, where it has no other), its tool calls (a deprecated
 * function_call as one). With neither, its content is empty text, not null, which engines refuse.
 */
function assistantMessage(message: AssistantMessage): EngineMessage {
  const calls = [...(message.tool_calls ?? [])];
  if (message.function_call) {
    calls.push({ id: functionCallId(message.function_call.name), type: 'function', function: message.function_call });
  }
  const text = joinText(message.content) ?? message.refusal ?? null;
  return {
    role: 'assistant',
    content: text ?? (calls.length > 0 ? null : ''),
    ...(message.name ? { name: message.name } : {}),
    ...(calls.length > 0 ? { tool_calls: calls } : {}),
    ...(message.reasoning_content ? { reasoning_content: message.reasoning_content } : {}),
  };
}

const cacheMark = (part: { cache_control?: CacheControl }) => (part.cache_control ? { cache_control: part.cache_control } : {});

/** A text file's contents (data URL, checked extractable before), labelled with its name. */
function fileText(part: Extract<UserPart, { type: 'file' }>): string {
  const data = part.file.file_data;
  const comma = data.indexOf(',');
  const header = data.slice(0, comma);
  const payload = data.slice(comma + 1);
  const text = /;base64/i.test(header) ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload);
  const name = part.file.filename ?? `file (${dataUrlMediaType(data)})`;
  return `--- ${name} ---\n${text}\n--- end of ${name} ---`;
}

function userPart(part: UserPart): ContentPart {
  return { ...userContent(part), ...cacheMark(part) };
}

function userContent(part: UserPart): ContentPart {
  switch (part.type) {
    case 'text':
      return { type: 'text', text: part.text };
    case 'image_url':
      return {
        type: 'image_url',
        image_url: { url: checkedCallerUrl(part.image_url.url, 'image_url.url'), ...(part.image_url.detail ? { detail: part.image_url.detail } : {}) },
      };
    case 'input_audio':
      return { type: 'input_audio', input_audio: { data: part.input_audio.data, format: part.input_audio.format ?? 'wav' } };
    case 'video_url':
      return { type: 'video_url', video_url: { url: checkedCallerUrl(part.video_url.url, 'video_url.url') } };
    case 'file':
      return { type: 'text', text: fileText(part) };
  }
}

function convert(message: RequestMessage): EngineMessage {
  switch (message.role) {
    case 'user':
      return {
        role: 'user',
        content: typeof message.content === 'string' ? message.content : message.content.map(userPart),
        ...(message.name ? { name: message.name } : {}),
      };
    case 'assistant':
      return assistantMessage(message);
    case 'tool':
      return { role: 'tool', content: joinText(message.content) ?? '', tool_call_id: message.tool_call_id, ...(message.name ? { name: message.name } : {}) };
    case 'function':
      return { role: 'tool', content: message.content ?? '', tool_call_id: functionCallId(message.name), name: message.name };
    case 'system':
    case 'developer':
      return { role: message.role, content: joinText(message.content) ?? '', ...(message.name ? { name: message.name } : {}) };
  }
}

const hasImage = (message: EngineMessage) => Array.isArray(message.content) && message.content.some((part) => part.type === 'image_url');

/** Single-image vision models see only the images of the last message that has any. */
function keepLastImages(messages: EngineMessage[]): EngineMessage[] {
  let last = messages.length - 1;
  while (last >= 0 && !hasImage(messages[last]!)) last -= 1;
  return messages.map((message, index) =>
    index === last || !hasImage(message) ? message : { ...message, content: (message.content as ContentPart[]).filter((part) => part.type !== 'image_url') },
  );
}

export function engineMessages(messages: RequestMessage[], model: ServedModel, systemPrompts: string[]): EngineMessage[] {
  const converted = [...systemPrompts.map((content): EngineMessage => ({ role: 'system', content })), ...messages.map(convert)];
  const capabilities = model.record.model_spec.capabilities;
  return capabilities?.supportsVision && !capabilities.supportsMultipleImages ? keepLastImages(converted) : converted;
}
