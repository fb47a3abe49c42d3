// One chat request on a loaded model: plan it (history, grammar, tools, token budget), then generate
// each choice with node-llama-cpp's LlamaChat. Token counts come from the model's own tokenizer and
// the sequence's token meter, never from re-tokenizing the output text.
import type { ChatHistoryItem, Llama, LlamaChat, LlamaChatResponse, LlamaGrammar, Token } from 'node-llama-cpp';
import type { ChatParams, FinishReason, ToolCall } from '../contracts/chat.js';
import { ProviderError } from '../contracts/provider-error.js';
import { messageText, samplingOptions, toChatHistory } from './convert-request.js';
import { grammarForAnyObject, grammarForSchema } from './json-grammar.js';
import { exceedsTokens } from './token-count.js';
import { nativeToolCalls, parseGrammarToolCall, toolModeFor, toolTexts, type ToolMode } from './tools.js';

export interface ChatPlan {
  history: ChatHistoryItem[];
  tools: ToolMode;
  grammar?: LlamaGrammar;
  /** Tokens of the prompt as the chat template renders it (special tokens such as BOS included). */
  promptTokens: number;
  /** Those tokens, compared with what the context holds from the request before (reusedPrefix). */
  tokens: Token[];
  /** max_tokens, lowered so prompt + completion fit the context (no context shift mid-answer). */
  maxTokens: number;
}

export interface ChoiceOutput {
  content: string | null;
  reasoning?: string;
  toolCalls?: ToolCall[];
  finishReason: FinishReason;
  /** The stop sequence that ended the choice, if one did. */
  stopSequence?: string;
  /** Every token sampled for this choice, including a stop sequence's tokens that are not shown. */
  completionTokens: number;
}

export type ChoiceDelta = { content: string } | { reasoning_content: string };

async function grammarFor(llama: Llama, params: ChatParams, tools: ToolMode): Promise<LlamaGrammar | undefined> {
  const format = params.response_format;
  const wantsJson = format?.type === 'json_schema' || format?.type === 'json_object';
  if (tools.kind === 'grammar') return grammarForSchema(llama, tools.schema);
  if (wantsJson && tools.kind === 'native') {
    // node-llama-cpp's native function calling and a grammar exclude each other
    throw new ProviderError(
      'rejected',
      'the embedded engine cannot combine response_format JSON with tool_choice auto; use tool_choice "required" or a named tool, or drop one',
    );
  }
  if (format?.type === 'json_schema') return grammarForSchema(llama, format.json_schema.schema ?? {});
  if (format?.type === 'json_object') return grammarForAnyObject(llama);
  return undefined;
}

/** The prompt as the model reads it: the history its chat template renders, and that rendering's tokens. */
export interface RenderedPrompt {
  history: ChatHistoryItem[];
  tools: ToolMode;
  tokens: Token[];
}

/**
 * Renders the request with the model's chat template and tokenizes it: what a chat is charged as its
 * prompt. It needs only the model and its chat wrapper, no sequence, so a count runs it outside the
 * generation queue (POST /messages/count_tokens).
 */
export async function renderPrompt(chat: Pick<LlamaChat, 'model' | 'chatWrapper'>, contextSize: number, params: ChatParams): Promise<RenderedPrompt> {
  // The messages' and tools' text alone is a floor of the prompt: counted in slices first when it is long (token-count.ts).
  const texts = [...params.messages.map(messageText), ...(params.tool_choice === 'none' ? [] : toolTexts(params.tools))];
  if (await exceedsTokens(chat.model, texts, contextSize)) {
    throw new ProviderError('rejected', `the prompt holds more tokens than this model's context of ${contextSize}`);
  }
  const tools = toolModeFor(params);
  const history = toChatHistory(params.messages, tools.kind === 'grammar' ? tools.instructions : undefined);
  let tokens: Token[];
  try {
    const { contextText } = chat.chatWrapper.generateContextState({
      chatHistory: history,
      availableFunctions: tools.kind === 'native' ? tools.functions : undefined,
      documentFunctionParams: true,
    });
    tokens = contextText.tokenize(chat.model.tokenizer);
  } catch (error) {
    // e.g. a Jinja template that insists on alternating user/assistant turns
    throw new ProviderError('rejected', `the model's chat template cannot render this conversation: ${(error as Error).message}`);
  }
  if (tokens.length >= contextSize) throw new ProviderError('rejected', `the prompt is ${tokens.length} tokens; this model's context holds ${contextSize}`);
  return { history, tools, tokens };
}

export async function planChat(llama: Llama, chat: LlamaChat, contextSize: number, params: ChatParams): Promise<ChatPlan> {
  const { history, tools, tokens } = await renderPrompt(chat, contextSize, params);
  const grammar = await grammarFor(llama, params, tools);
  const promptTokens = tokens.length;
  return { history, tools, grammar, promptTokens, tokens, maxTokens: Math.max(1, Math.min(params.max_tokens, contextSize - promptTokens)) };
}

/**
 * The prompt tokens the context still holds from the request before it (the model's one sequence
 * is kept between requests): node-llama-cpp keeps that common prefix and evaluates only the rest,
 * and always evaluates the last prompt token itself. Read before the first choice is generated.
 */
export function reusedPrefix(chat: LlamaChat, plan: ChatPlan): number {
  return Math.max(0, Math.min(chat.sequence.compareContextTokens(plan.tokens).firstDifferentIndex, plan.promptTokens - 1));
}

function finishReasonOf(stopReason: LlamaChatResponse['metadata']['stopReason']): FinishReason {
  if (stopReason === 'maxTokens') return 'length';
  if (stopReason === 'functionCalls') return 'tool_calls';
  return 'stop'; // end-of-generation token, a stop sequence, the grammar's end, or an abort
}

/** The stop sequence node-llama-cpp stopped on; our triggers are text, so its pieces are strings. */
function stopSequenceOf(metadata: LlamaChatResponse['metadata']): string | undefined {
  if (metadata.stopReason !== 'customStopTrigger') return undefined;
  const pieces = metadata.customStopTrigger;
  return pieces.every((piece) => typeof piece === 'string') ? pieces.join('') : undefined;
}

/** Generates choice `index`; `onDelta` receives the visible text as it is produced. */
export async function generateChoice(
  chat: LlamaChat,
  plan: ChatPlan,
  params: ChatParams,
  index: number,
  signal: AbortSignal,
  onDelta?: (delta: ChoiceDelta) => void,
): Promise<ChoiceOutput> {
  const meter = chat.sequence.tokenMeter;
  const before = meter.usedOutputTokens;
  const showText = plan.tools.kind !== 'grammar'; // a grammar tool call is reported as a call, not as text
  let response: LlamaChatResponse<Record<string, never>>;
  try {
    response = await chat.generateResponse(plan.history, {
      ...samplingOptions(params, index),
      maxTokens: plan.maxTokens,
      signal,
      stopOnAbortSignal: true,
      ...(plan.tools.kind === 'native'
        ? { functions: plan.tools.functions, documentFunctionParams: true, maxParallelFunctionCalls: plan.tools.maxParallelCalls }
        : { grammar: plan.grammar }),
      onResponseChunk: onDelta
        ? (chunk) => {
            if (!chunk.text) return;
            if (chunk.type === undefined) {
              if (showText) onDelta({ content: chunk.text });
            } else if (chunk.segmentType === 'thought') onDelta({ reasoning_content: chunk.text });
          }
        : undefined,
    });
  } catch (error) {
    // aborted before the first token: nothing to return but the (zero or few) tokens sampled
    if (signal.aborted) return { content: '', finishReason: 'stop', completionTokens: meter.usedOutputTokens - before };
    throw new ProviderError('engine_error', `llama.cpp generation failed: ${(error as Error).message}`);
  }
  const completionTokens = meter.usedOutputTokens - before;
  const stopSequence = stopSequenceOf(response.metadata);
  const reasoning = response.fullResponse.flatMap((item) => (typeof item !== 'string' && item.segmentType === 'thought' ? [item.text] : [])).join('');
  const output: ChoiceOutput = {
    content: response.response,
    finishReason: finishReasonOf(response.metadata.stopReason),
    ...(stopSequence !== undefined ? { stopSequence } : {}),
    completionTokens,
    ...(reasoning ? { reasoning } : {}),
  };
  if (plan.tools.kind === 'native' && response.functionCalls?.length) {
    return { ...output, content: response.response || null, toolCalls: nativeToolCalls(response.functionCalls), finishReason: 'tool_calls' };
  }
  if (plan.tools.kind === 'grammar') {
    const call = output.finishReason === 'stop' && !signal.aborted ? parseGrammarToolCall(response.response) : undefined;
    if (call) return { ...output, content: null, toolCalls: [call], finishReason: 'tool_calls' };
  }
  return output;
}
