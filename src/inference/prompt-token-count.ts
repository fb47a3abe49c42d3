// POST /messages/count_tokens is free, so it must cost about what tokenizing costs and never wait
// for, or hold, work someone pays for (docs/decisions/0041-free-token-counts.md). It generates
// nothing: on a model whose engine tokenizes in process (the embedded llama.cpp engine) the count is
// that engine's render of the planned request through the model's chat template and tokenizer,
// outside its generation queue: the prompt_tokens a chat with the same messages is charged; the
// tokenizing, synchronous on the event loop, takes free work's small share of it (free-share.ts). On a
// model an upstream serves, the operator's upstream is not asked (a generation there is the
// operator's cost): the count is the service's own estimate, the one the rate limiter admits a
// request with (about four characters a token, media parts at their fixed sizes).
import { paramsWithModel } from '../providers/routing/pooled-model.js';
import type { ChatPlan } from './chat-plan.js';
import { firstThatAnswers } from './fallbacks.js';
import type { FreeShare } from './free-share.js';
import { expectedTokens } from './rate-limits.js';

/** The prompt tokens of the plan's primary model (a fallback answers only when it fails, and is not counted). */
export async function promptTokenCount(plan: ChatPlan, share: FreeShare, signal: AbortSignal): Promise<number> {
  const primary = plan.candidates.slice(0, 1);
  const { model, params } = primary[0]!;
  const chat = model.engine.chat;
  if (!chat?.countPromptTokens) return expectedTokens([params.messages, params.tools ?? [], params.response_format ?? {}]);
  // One candidate, so an engine's refusal (a prompt over the context) is the 400 a chat would get.
  const count = () => chat.countPromptTokens!(paramsWithModel(params, model.engineModel), signal);
  const { value } = await firstThatAnswers(primary, () => share.run(count, signal), signal);
  return value;
}
