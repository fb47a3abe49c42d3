// Engine-neutral chat params -> node-llama-cpp: the message list becomes a chat history that the
// model's own chat wrapper renders (ChatML, Llama 3, Qwen, a Jinja template from the GGUF, ...), and
// the sampling fields become LlamaChat options.
import type { ChatHistoryItem, ChatModelFunctionCall, ChatModelResponse, LLamaChatGenerateResponseOptions, Token } from 'node-llama-cpp';
import type { ChatMessage, ChatParams } from '../contracts/chat.js';
import { ProviderError } from '../contracts/provider-error.js';

/**
 * Sampling defaults when a request leaves a field out: those of llama.cpp's own OpenAI-compatible
 * server (the operations normally fill temperature and top_p from the catalog's constraints first).
 */
export const SAMPLING_DEFAULTS = { temperature: 0.8, top_k: 40, top_p: 0.95, min_p: 0.05 } as const;

/** The text of a message; the embedded engine takes text only, so any other part is refused. */
export function messageText(message: ChatMessage): string {
  if (message.content === null) return '';
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((part) => {
      if (part.type === 'text') return part.text;
      throw new ProviderError('rejected', `the embedded llama.cpp engine takes text only; this message has a ${part.type} part`);
    })
    .join('');
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The conversation as node-llama-cpp history, ending in the model response to generate. Assistant
 * tool calls and the tool messages answering them become function calls with results inside the
 * assistant's response, the form every chat wrapper knows how to render. When the conversation
 * ends with tool results, the model continues that same response (as after a native function call);
 * otherwise a new, empty response is opened.
 */
export function toChatHistory(messages: ChatMessage[], instructions?: string): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = instructions ? [{ type: 'system', text: instructions }] : [];
  const calls = new Map<string, ChatModelFunctionCall>();
  let lastResponse: ChatModelResponse | undefined;
  let continuesResponse = false;
  for (const message of messages) {
    continuesResponse = false;
    switch (message.role) {
      case 'system':
      case 'developer':
        history.push({ type: 'system', text: messageText(message) });
        break;
      case 'user':
        history.push({ type: 'user', text: messageText(message) });
        break;
      case 'assistant': {
        const text = messageText(message);
        lastResponse = { type: 'model', response: text ? [text] : [] };
        for (const call of message.tool_calls ?? []) {
          const item: ChatModelFunctionCall = { type: 'functionCall', name: call.function.name, params: parseJsonOrText(call.function.arguments), result: '' };
          calls.set(call.id, item);
          lastResponse.response.push(item);
        }
        history.push(lastResponse);
        break;
      }
      case 'tool': {
        const call = message.tool_call_id ? calls.get(message.tool_call_id) : undefined;
        const result = parseJsonOrText(messageText(message));
        if (call && lastResponse?.response.includes(call)) {
          call.result = result;
          continuesResponse = history[history.length - 1] === lastResponse;
        } else {
          // a result whose call is not in the latest assistant turn: give it to the model as text
          history.push({ type: 'user', text: `Result of tool call ${message.tool_call_id ?? ''}: ${messageText(message)}` });
        }
        break;
      }
    }
  }
  if (!continuesResponse) history.push({ type: 'model', response: [] });
  return history;
}

type SamplingOptions = Pick<LLamaChatGenerateResponseOptions, 'temperature' | 'topK' | 'topP' | 'minP' | 'seed' | 'repeatPenalty' | 'customStopTriggers'>;

/** LlamaChat sampling options for choice `index` (a seeded request gives choice i the seed + i). */
export function samplingOptions(params: ChatParams, index: number): SamplingOptions {
  const penalized =
    (params.repetition_penalty !== undefined && params.repetition_penalty !== 1) || Boolean(params.frequency_penalty) || Boolean(params.presence_penalty);
  const stops: (string | Token[])[] = (params.stop ?? []).filter((stop) => stop !== '');
  for (const id of params.stop_token_ids ?? []) stops.push([id as Token]);
  return {
    temperature: params.temperature ?? SAMPLING_DEFAULTS.temperature,
    topK: params.top_k ?? SAMPLING_DEFAULTS.top_k,
    topP: params.top_p ?? SAMPLING_DEFAULTS.top_p,
    minP: params.min_p ?? SAMPLING_DEFAULTS.min_p,
    // llama.cpp seeds are 32-bit; without a seed every run samples differently
    seed: params.seed === undefined ? undefined : (params.seed + index) >>> 0,
    repeatPenalty: penalized
      ? {
          penalty: params.repetition_penalty ?? 1,
          frequencyPenalty: params.frequency_penalty ?? 0,
          presencePenalty: params.presence_penalty ?? 0,
          lastTokens: 64,
        }
      : false,
    customStopTriggers: stops.length > 0 ? stops : undefined,
  };
}
