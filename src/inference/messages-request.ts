// An Anthropic Messages request as the chat request it stands for, so both endpoints share one path
// (model resolution, feature checks, system prompts, documents and media, prices): `system` becomes
// the first message, text/image/document blocks become chat content parts, `tool_use` blocks an
// assistant's tool calls and `tool_result` blocks tool messages, `tools`/`tool_choice` chat's
// function tools, and `thinking` a reasoning effort (docs/decisions/0039-anthropic-messages.md).
import type { components } from '../../generated/api-types.js';
import { unsupportedFeature, type ChatRequest } from './features.js';

export type MessagesRequest = components['schemas']['MessagesRequest'];
export type CountTokensRequest = components['schemas']['MessagesCountTokensRequest'];
type MessageParam = components['schemas']['MessagesMessageParam'];
type BlockParam = components['schemas']['MessagesContentBlockParam'];
type TextBlock = components['schemas']['MessagesTextBlockParam'];
type ImageBlock = components['schemas']['MessagesImageBlockParam'];
type DocumentBlock = components['schemas']['MessagesDocumentBlockParam'];
type ToolResultBlock = components['schemas']['MessagesToolResultBlockParam'];
type ChatMessage = components['schemas']['ChatMessage'];
type UserPart = components['schemas']['ChatUserContentPart'];
type TextPart = components['schemas']['ChatTextPart'];
type ToolCall = components['schemas']['ToolCall'];

/** Anthropic's `cache_control` as chat's: the same mark, passed on where the route takes it. */
const cacheMark = (block: { cache_control?: TextBlock['cache_control'] }) => (block.cache_control ? { cache_control: block.cache_control } : {});

/** Chat text parts may not be empty; an empty text block says nothing and is left out. */
function textPart(block: TextBlock): TextPart[] {
  return block.text ? [{ type: 'text', text: block.text, ...cacheMark(block) }] : [];
}

function imagePart(block: ImageBlock): UserPart {
  const source = block.source;
  const url = source.type === 'base64' ? `data:${source.media_type};base64,${source.data}` : source.url;
  return { type: 'image_url', image_url: { url }, ...cacheMark(block) };
}

/** A document: plain text as a text part (with its title), a PDF as a file part whose text the service extracts. */
function documentPart(block: DocumentBlock): UserPart {
  const source = block.source;
  const heading = [block.title, block.context].filter(Boolean).join('\n');
  if (source.type === 'text') return { type: 'text', text: heading ? `${heading}\n\n${source.data}` : source.data || ' ', ...cacheMark(block) };
  const fileData = source.type === 'base64' ? `data:${source.media_type};base64,${source.data}` : source.url;
  return { type: 'file', file: { file_data: fileData, ...(block.title ? { filename: block.title } : {}) }, ...cacheMark(block) };
}

/** What the model reads of a tool's result: its text; images in a result follow it in a user message. */
function toolResult(block: ToolResultBlock): { message: ChatMessage; images: UserPart[] } {
  const content = block.content ?? '';
  const blocks = typeof content === 'string' ? [{ type: 'text' as const, text: content }] : content;
  const text = blocks.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
  const images = blocks.flatMap((part) => (part.type === 'image' ? [imagePart(part)] : []));
  // An error result reads as one to the model, as Anthropic shows it to its models.
  const shown = block.is_error ? `Error: ${text}` : text;
  return { message: { role: 'tool', tool_call_id: block.tool_use_id, content: shown }, images };
}

/** Parts that are all unmarked text as the one string a chat client would send (so both endpoints send the same prompt). */
function plainText(parts: UserPart[]): string | undefined {
  if (!parts.every((part) => part.type === 'text' && !part.cache_control)) return undefined;
  return parts.map((part) => (part as TextPart).text).join('\n');
}

function userMessages(content: BlockParam[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  const parts: UserPart[] = [];
  const followingImages: UserPart[] = [];
  for (const block of content) {
    if (block.type === 'text') parts.push(...textPart(block));
    else if (block.type === 'image') parts.push(imagePart(block));
    else if (block.type === 'document') parts.push(documentPart(block));
    else if (block.type === 'tool_result') {
      const { message, images } = toolResult(block);
      messages.push(message);
      followingImages.push(...images);
    } else throw unsupportedFeature(`A user message cannot hold ${block.type} blocks`);
  }
  // Tool results answer the assistant's calls, so they come first; what the user adds follows them.
  const userParts = [...followingImages, ...parts];
  if (userParts.length > 0) messages.push({ role: 'user', content: plainText(userParts) ?? userParts });
  return messages;
}

function assistantMessage(content: BlockParam[]): ChatMessage {
  const texts: TextPart[] = [];
  const calls: ToolCall[] = [];
  for (const block of content) {
    if (block.type === 'text') texts.push(...textPart(block));
    else if (block.type === 'tool_use') calls.push({ id: block.id, type: 'function', function: { name: block.name, arguments: JSON.stringify(block.input) } });
    // Earlier thinking is the model's own; no engine here takes it back.
    else if (block.type !== 'thinking' && block.type !== 'redacted_thinking') throw unsupportedFeature(`An assistant message cannot hold ${block.type} blocks`);
  }
  const marked = texts.some((part) => part.cache_control);
  const text = marked ? texts : texts.map((part) => part.text).join('');
  return { role: 'assistant', content: text.length > 0 ? text : calls.length > 0 ? null : '', ...(calls.length > 0 ? { tool_calls: calls } : {}) };
}

function messagesFrom(system: MessagesRequest['system'], messages: MessageParam[]): ChatMessage[] {
  const chat: ChatMessage[] = [];
  if (typeof system === 'string' ? system : system?.length) {
    const parts = typeof system === 'string' ? [{ type: 'text' as const, text: system }] : system!.flatMap(textPart);
    chat.push({ role: 'system', content: parts.some((part) => part.cache_control) ? parts : parts.map((part) => part.text).join('\n') });
  }
  for (const message of messages) {
    const content = typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
    if (message.role === 'user') chat.push(...userMessages(content));
    else chat.push(assistantMessage(content));
  }
  return chat;
}

function toolsFrom(tools: MessagesRequest['tools']): ChatRequest['tools'] {
  if (!tools?.length) return undefined;
  return tools.map((tool) => ({
    type: 'function' as const,
    function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.input_schema },
  }));
}

function toolChoiceFrom(choice: MessagesRequest['tool_choice']): Pick<ChatRequest, 'tool_choice' | 'parallel_tool_calls'> {
  if (!choice) return {};
  const parallel = choice.disable_parallel_tool_use ? { parallel_tool_calls: false } : {};
  if (choice.type === 'any') return { tool_choice: 'required', ...parallel };
  if (choice.type === 'tool') {
    if (!choice.name) throw unsupportedFeature('tool_choice of type tool needs the tool name');
    return { tool_choice: { type: 'function', function: { name: choice.name } }, ...parallel };
  }
  return { tool_choice: choice.type, ...parallel };
}

/**
 * Extended thinking as a reasoning effort (used only by models that take one: chat-params.ts drops
 * it elsewhere): the budget's size picks the effort, `disabled` asks for none.
 */
export function reasoningEffortFor(thinking: MessagesRequest['thinking']): ChatRequest['reasoning_effort'] {
  if (!thinking) return undefined;
  if (thinking.type === 'disabled') return 'none';
  if (thinking.type === 'adaptive' || thinking.budget_tokens === undefined) return undefined;
  if (thinking.budget_tokens < 4096) return 'low';
  return thinking.budget_tokens < 16384 ? 'medium' : 'high';
}

/**
 * Anthropic's output_config as chat parameters: a JSON schema format is chat's response_format (the
 * same grammar-constrained path), an effort the reasoning effort unless thinking set one.
 */
function outputConfigFrom(
  config: MessagesRequest['output_config'],
  effort: ChatRequest['reasoning_effort'],
): Pick<ChatRequest, 'response_format' | 'reasoning_effort'> {
  const format = config?.format
    ? { response_format: { type: 'json_schema' as const, json_schema: { name: 'output', schema: config.format.schema, strict: true } } }
    : {};
  const asked = config?.effort === 'xhigh' || config?.effort === 'max' ? 'high' : (config?.effort ?? undefined);
  return { ...format, reasoning_effort: effort ?? asked };
}

/** The chat request of a count_tokens request or a message request. */
export function chatRequestFrom(request: MessagesRequest | CountTokensRequest): ChatRequest {
  const full = request as Partial<MessagesRequest>;
  const chat: ChatRequest = {
    model: request.model,
    messages: messagesFrom(request.system, request.messages),
    ...(full.max_tokens !== undefined ? { max_completion_tokens: full.max_tokens } : {}),
    temperature: full.temperature,
    top_p: full.top_p,
    top_k: full.top_k,
    stop: full.stop_sequences?.length ? full.stop_sequences : undefined,
    tools: toolsFrom(request.tools),
    ...toolChoiceFrom(request.tool_choice),
    ...outputConfigFrom(request.output_config, reasoningEffortFor(request.thinking)),
    service_parameters: request.service_parameters,
    // The usage chunk ends every stream: the message_delta event carries it.
    ...(full.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  };
  if (!chat.messages.some((message) => message.role !== 'system')) throw unsupportedFeature('messages holds nothing to answer');
  return chat;
}
