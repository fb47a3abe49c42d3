// A responses-style request as the chat request it stands for, so both endpoints share one path
// (model resolution, feature checks, system prompts, fallbacks): input items become messages,
// function tools become chat tools, `max_output_tokens` the token limit, `text.format` the
// response_format (so the embedded engine's grammar and upstreams' structured output apply alike).
import type { components } from '../../generated/api-types.js';
import { unsupportedFeature, type ChatRequest } from './features.js';

export type ResponsesRequest = components['schemas']['ResponsesRequest'];
type InputItem = components['schemas']['ResponsesInputItem'];
type ChatMessage = components['schemas']['ChatMessage'];
type UserPart = components['schemas']['ChatUserContentPart'];
type ChatTool = components['schemas']['ChatTool'];
type MessageContent = components['schemas']['ResponsesMessageContent'];
type TextFormat = components['schemas']['ResponsesTextFormat'];
type TextPart = components['schemas']['ResponsesInputText'] | components['schemas']['ResponsesOutputText'];

function userParts(content: Exclude<MessageContent, string>): UserPart[] {
  return content.map((part): UserPart => {
    if (part.type === 'input_image' || part.type === 'image_url') {
      const image = 'image_url' in part ? part.image_url : undefined;
      const url = typeof image === 'string' ? image : image?.url;
      if (!url) throw unsupportedFeature('An input_image part needs an image_url (file ids are not supported here)');
      const detail = (typeof image === 'object' ? image.detail : undefined) ?? ('detail' in part ? part.detail : undefined);
      return { type: 'image_url', image_url: { url, ...(detail ? { detail } : {}) } };
    }
    return textPart(part as TextPart);
  });
}

const textPart = (part: TextPart): components['schemas']['ChatTextPart'] => ({
  type: 'text',
  text: part.text,
  ...('cache_control' in part && part.cache_control ? { cache_control: part.cache_control } : {}),
});

/**
 * A text-only message's content: one string, or its parts when one marks a cache point. A replayed
 * refusal reads as the text of the answer that gave it.
 */
function textOnly(content: MessageContent, role: string): string | components['schemas']['ChatTextPart'][] {
  if (typeof content === 'string') return content;
  const parts = content.map((part): TextPart => {
    if (part.type === 'refusal' && 'refusal' in part) return { type: 'output_text', text: part.refusal } as TextPart;
    if ('text' in part && typeof part.text === 'string') return part as TextPart;
    throw unsupportedFeature(`A ${role} message can only hold text`);
  });
  return parts.some((part) => 'cache_control' in part && part.cache_control) ? parts.map(textPart) : parts.map((part) => part.text).join('');
}

function messagesFrom(input: ResponsesRequest['input']): ChatMessage[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  const messages: ChatMessage[] = [];
  for (const item of input as InputItem[]) {
    const type = (item as { type?: string }).type ?? 'message';
    if (type === 'message') {
      const message = item as components['schemas']['ResponsesMessageItem'];
      if (message.role === 'user') {
        messages.push({ role: 'user', content: typeof message.content === 'string' ? message.content : userParts(message.content) });
      } else {
        messages.push({ role: message.role, content: textOnly(message.content, message.role) });
      }
    } else if (type === 'function_call') {
      const call = item as components['schemas']['ResponsesFunctionCallItem'];
      const toolCall = { id: call.call_id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } };
      const previous = messages.at(-1);
      // Calls of one turn follow the assistant message (or each other): they join it.
      if (previous?.role === 'assistant') previous.tool_calls = [...(previous.tool_calls ?? []), toolCall];
      else messages.push({ role: 'assistant', content: null, tool_calls: [toolCall] });
    } else if (type === 'function_call_output') {
      const output = item as components['schemas']['ResponsesFunctionCallOutputItem'];
      const text = typeof output.output === 'string' ? output.output : output.output.map((part) => part.text).join('');
      messages.push({ role: 'tool', content: text, tool_call_id: output.call_id });
    } else if (type === 'item_reference') {
      // response-context.ts replaces references by the items they name before the request gets here.
      throw unsupportedFeature('an item_reference could not be resolved');
    }
    // `reasoning` items are the model's own earlier thoughts, and `web_search_call` items say an
    // earlier answer searched: engines here take neither back.
  }
  return messages;
}

function toolsFrom(tools: ResponsesRequest['tools']): ChatTool[] | undefined {
  // The web_search tool is not handed to the model: the service searches (enable_web_search, below).
  const callable = tools?.filter((tool) => tool.type !== 'web_search');
  if (!callable?.length) return undefined;
  return callable.map((tool): ChatTool => {
    if (tool.type === 'x_search') return { type: tool.type };
    if (tool.type !== 'function') throw unsupportedFeature(`The ${tool.type} tool is not available here: only function tools can be called`);
    const flat = tool as components['schemas']['ResponsesFunctionTool'];
    const definition = flat.function ?? {
      name: flat.name!,
      ...(flat.description ? { description: flat.description } : {}),
      ...(flat.parameters ? { parameters: flat.parameters } : {}),
      ...(typeof flat.strict === 'boolean' ? { strict: flat.strict } : {}),
    };
    return { type: 'function', function: definition };
  });
}

function toolChoiceFrom(choice: ResponsesRequest['tool_choice']): ChatRequest['tool_choice'] {
  if (choice === undefined || typeof choice === 'string') return choice;
  const name = choice.function?.name ?? choice.name;
  if (!name) throw unsupportedFeature('tool_choice of type function needs the function name');
  return { type: 'function', function: { name } };
}

function responseFormatFrom(format: TextFormat | undefined): ChatRequest['response_format'] {
  if (format?.type !== 'json_schema') return format;
  const { type, ...jsonSchema } = format as components['schemas']['ResponsesTextFormatJsonSchema'];
  return { type, json_schema: jsonSchema };
}

/** What this service does not offer, refused rather than ignored: the caller would get another answer than asked for. */
function refuseUnavailable(request: ResponsesRequest): void {
  if (request.background)
    throw unsupportedFeature('background mode is not available: send the request without background (the answer comes in the reply, or streamed)');
  if (request.conversation != null) throw unsupportedFeature('conversation objects are not available: continue a conversation with previous_response_id');
  if (request.prompt != null) throw unsupportedFeature('stored prompt templates (prompt) are not available: send the instructions and input themselves');
}

/** The chat request for `request`, given the input items it stands for (its own, after any earlier turns: response-context.ts). */
export function chatRequestFrom(request: ResponsesRequest, items: ResponsesRequest['input'] = request.input): ChatRequest {
  refuseUnavailable(request);
  const messages = messagesFrom(items);
  const serviceParameters = { ...request.service_parameters };
  // `web_search: true` or the web_search tool: the service searches first, and the model is asked to
  // cite, since its [REF]n[/REF] markers are what become the answer's url_citation annotations.
  if (request.web_search || request.tools?.some((tool) => tool.type === 'web_search')) {
    serviceParameters.enable_web_search = 'on';
    serviceParameters.enable_web_citations ??= true;
  }
  const chat: ChatRequest = {
    model: request.model,
    messages: [...(request.instructions ? [{ role: 'system' as const, content: request.instructions }] : []), ...messages],
    max_completion_tokens: request.max_output_tokens,
    temperature: request.temperature,
    top_p: request.top_p,
    fallbacks: request.fallbacks,
    reasoning: request.reasoning ?? undefined,
    tools: toolsFrom(request.tools),
    tool_choice: toolChoiceFrom(request.tool_choice),
    response_format: responseFormatFrom(request.text?.format),
    text: request.text?.verbosity ? { verbosity: request.text.verbosity } : undefined,
    prompt_cache_key: request.prompt_cache_key ?? undefined,
    prompt_cache_retention: request.prompt_cache_retention === 'in_memory' ? 'default' : (request.prompt_cache_retention ?? undefined),
    parallel_tool_calls: request.parallel_tool_calls ?? undefined,
    service_parameters: serviceParameters,
  };
  if (messages.length === 0) throw unsupportedFeature('input holds no message to answer');
  return chat;
}

/** The x_search tool's filters (its presence asks for X search: src/augment/chat-x-search.ts); undefined without the tool. */
export function xSearchFilters(
  request: ResponsesRequest,
): { allowedHandles?: string[]; excludedHandles?: string[]; fromDate?: string; toDate?: string } | undefined {
  const tool = request.tools?.find((candidate) => candidate.type === 'x_search') as components['schemas']['ResponsesXSearchTool'] | undefined;
  if (!tool) return undefined;
  return {
    ...(tool.allowed_x_handles ? { allowedHandles: tool.allowed_x_handles } : {}),
    ...(tool.excluded_x_handles ? { excludedHandles: tool.excluded_x_handles } : {}),
    ...(tool.from_date ? { fromDate: tool.from_date } : {}),
    ...(tool.to_date ? { toDate: tool.to_date } : {}),
  };
}
