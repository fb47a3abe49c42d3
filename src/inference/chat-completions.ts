// POST /chat/completions without streaming: run the plan on the first model that answers, then
// shape the spec's chat.completion with usage, cost from the catalog prices, and the echo.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import { costInDecimal, isTextPricing, tokenCost } from '../billing/prices.js';
import type { ChatChoice, ChatResult, Usage } from '../providers/contracts/chat.js';
import type { ServedModel } from '../providers/registry.js';
import type { Deployment } from '../providers/routing/deployment.js';
import { paramsWithModel, runOnModel } from '../providers/routing/pooled-model.js';
import type { Candidate, ChatPlan } from './chat-plan.js';
import { checkedResult } from './checked-usage.js';
import { firstThatAnswers } from './fallbacks.js';
import { parametersEcho } from './service-parameters.js';
import { answerServiceCalls } from './service-tool.js';
import { documentsCall, documentsFinish, returnsDocuments } from './search-documents.js';
import { splitThinking } from './think-filter.js';

export type ChatCompletion = components['schemas']['ChatCompletionResponse'];
type Cost = components['schemas']['Cost'];

export const completionId = () => `chatcmpl-${randomUUID().replaceAll('-', '')}`;
export const unixSeconds = () => Math.floor(Date.now() / 1000);

/** The cost of the usage at the model's prices, or undefined when the model has no token prices. */
export function costOf(model: ServedModel, usage: Usage): Cost | undefined {
  const pricing = model.record.model_spec.pricing;
  return isTextPricing(pricing) ? costInDecimal(tokenCost(pricing, usage)) : undefined;
}

function choiceOf(choice: ChatChoice, stripThinking: boolean): ChatCompletion['choices'][number] {
  let { content } = choice.message;
  let reasoning = choice.message.reasoning_content ?? null;
  if (stripThinking && content) {
    const split = splitThinking(content);
    content = split.content;
    if (split.reasoning) reasoning = reasoning ? `${reasoning}\n${split.reasoning}` : split.reasoning;
  }
  return {
    index: choice.index,
    finish_reason: choice.finish_reason,
    logprobs: choice.logprobs ?? null,
    message: {
      role: 'assistant',
      content,
      reasoning_content: reasoning,
      ...(choice.message.tool_calls?.length ? { tool_calls: choice.message.tool_calls } : {}),
    },
  };
}

/** A choice with the search's documents call first (return_search_results_as_documents). */
function withDocuments(choice: ChatChoice, sources: NonNullable<ChatPlan['citations']>): ChatChoice {
  const calls = [documentsCall(sources), ...(choice.message.tool_calls ?? [])];
  return { ...choice, finish_reason: documentsFinish(choice.finish_reason), message: { ...choice.message, tool_calls: calls } };
}

/** The chat.completion; `cost` is what was charged (InferenceMeter.settle). */
export function completionBody(plan: ChatPlan, model: ServedModel, result: ChatResult, cost: Cost | undefined): ChatCompletion {
  const choices = returnsDocuments(plan) ? result.choices.map((choice) => withDocuments(choice, plan.citations!)) : result.choices;
  return {
    id: completionId(),
    object: 'chat.completion',
    created: unixSeconds(),
    model: model.record.id,
    choices: choices.map((choice) => choiceOf(choice, plan.stripThinking)),
    usage: result.usage,
    ...(cost ? { cost } : {}),
    service_parameters: parametersEcho(plan.parameters, plan.citations),
  };
}

/**
 * Runs the plan; the served model may be a fallback, and `deployment` the one of its deployments
 * that answered (a model on several). Engine failures arrive as the spec's ApiErrors.
 */
export async function runChat(plan: ChatPlan, signal: AbortSignal): Promise<{ model: ServedModel; result: ChatResult; deployment?: Deployment }> {
  const ask = (next: Candidate) =>
    runOnModel(
      next.model,
      async (engine, engineModel) =>
        checkedResult(next.model.record.id, next.params, await engine.chat!.chat(paramsWithModel(next.params, engineModel), signal)),
      signal,
    );
  const { candidate, value: answered } = await firstThatAnswers(plan.candidates, ask, signal);
  const { deployment } = answered;
  deployment?.addTokens(Date.now(), answered.value.usage.total_tokens);
  const tool = plan.serviceTool;
  if (!tool) return { model: candidate.model, result: answered.value, deployment };
  // The service's tool calls are answered by the model that made them: no fallback in the second round.
  const again = async (params: Candidate['params']) => (await firstThatAnswers([{ ...candidate, params }], ask, signal)).value.value;
  return { model: candidate.model, result: await answerServiceCalls(answered.value, candidate.params, tool, plan, again, signal), deployment };
}
