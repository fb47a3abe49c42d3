// Tool calling on the embedded engine, in two modes:
// - `auto` (the default when tools are given): node-llama-cpp's native function calling. The model's
//   chat wrapper documents the functions in its own syntax (Llama 3.1, Qwen, Functionary, ... or a
//   generic one) and the model decides whether to call; calls come back parsed.
// - `required` or a named function: the model must call, so generation is constrained by a grammar to
//   one JSON object {"name": ..., "arguments": {...}} whose arguments follow the function's schema.
//   This works with any model, including ones whose template knows nothing of tools.
import { randomBytes } from 'node:crypto';
import type { ChatModelFunctions, GbnfJsonSchema, LlamaChatResponseFunctionCall } from 'node-llama-cpp';
import type { ChatParams, FunctionTool, ToolCall } from '../contracts/chat.js';
import { ProviderError } from '../contracts/provider-error.js';
import { toGrammarSchema } from './json-grammar.js';

export type ToolMode =
  | { kind: 'none' }
  | { kind: 'native'; functions: ChatModelFunctions; maxParallelCalls?: number }
  | { kind: 'grammar'; schema: Record<string, unknown>; instructions: string };

export function toolCallId(): string {
  return `call_${randomBytes(12).toString('hex')}`;
}

function callSchema(tool: FunctionTool): Record<string, unknown> {
  const parameters = tool.function.parameters ?? { type: 'object', properties: {} };
  return { type: 'object', properties: { name: { const: tool.function.name }, arguments: toGrammarSchema(parameters) } };
}

function instructionsFor(tools: FunctionTool[]): string {
  const listing = tools.map(({ function: fn }) => ({ name: fn.name, description: fn.description, parameters: fn.parameters ?? {} }));
  return [
    'You can call functions. Call exactly one of the functions below by answering with only a JSON object',
    '{"name": "<function name>", "arguments": {<the arguments>}}.',
    `Functions: ${JSON.stringify(listing)}`,
  ].join('\n');
}

/** The `description` and `enum` strings of a JSON Schema, depth first. */
function schemaTexts(schema: unknown, into: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  if (Array.isArray(schema)) {
    for (const item of schema) schemaTexts(item, into);
    return;
  }
  const record = schema as Record<string, unknown>;
  if (typeof record.description === 'string') into.push(record.description);
  if (Array.isArray(record.enum)) for (const value of record.enum) if (typeof value === 'string') into.push(value);
  for (const key in record) if (key !== 'description' && key !== 'enum') schemaTexts(record[key], into);
}

/**
 * Text of the tools that reaches the prompt as it is, whichever way they are offered (native
 * function documentation or grammar instructions): names, descriptions and enum values. Counted
 * with the messages before the prompt is rendered, so a huge tool listing is refused in slices.
 */
export function toolTexts(tools: readonly FunctionTool[] | undefined): string[] {
  const texts: string[] = [];
  for (const { function: fn } of tools ?? []) {
    texts.push(fn.name, fn.description ?? '');
    schemaTexts(fn.parameters, texts);
  }
  return texts;
}

/** How this request's tools (if any) are offered to the model. */
export function toolModeFor(params: ChatParams): ToolMode {
  const tools = params.tools ?? [];
  const choice = params.tool_choice ?? 'auto';
  if (tools.length === 0 || choice === 'none') return { kind: 'none' };
  if (choice === 'auto') {
    const functions: Record<string, ChatModelFunctions[string]> = {};
    for (const { function: fn } of tools) {
      functions[fn.name] = { description: fn.description, params: fn.parameters ? (toGrammarSchema(fn.parameters) as GbnfJsonSchema) : undefined };
    }
    return { kind: 'native', functions, maxParallelCalls: params.parallel_tool_calls === false ? 1 : undefined };
  }
  const offered = choice === 'required' ? tools : tools.filter((tool) => tool.function.name === choice.function.name);
  if (offered.length === 0)
    throw new ProviderError('rejected', `tool_choice names ${(choice as { function: { name: string } }).function.name}, which is not among the tools`);
  const schemas = offered.map(callSchema);
  return { kind: 'grammar', schema: schemas.length === 1 ? schemas[0]! : { oneOf: schemas }, instructions: instructionsFor(offered) };
}

/** The tool call in a grammar-constrained answer, or undefined when the answer was cut short. */
export function parseGrammarToolCall(text: string): ToolCall | undefined {
  try {
    const call = JSON.parse(text) as { name?: unknown; arguments?: unknown };
    if (typeof call.name !== 'string') return undefined;
    return { id: toolCallId(), type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) } };
  } catch {
    return undefined;
  }
}

export function nativeToolCalls(calls: readonly LlamaChatResponseFunctionCall<ChatModelFunctions>[] | undefined): ToolCall[] {
  return (calls ?? []).map((call) => ({
    id: toolCallId(),
    type: 'function',
    function: { name: call.functionName, arguments: JSON.stringify(call.params ?? {}) },
  }));
}
