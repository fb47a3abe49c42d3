// POST /messages/count_tokens: the prompt tokens a request is charged for are the ones its engine
// reports, after the model's chat template, system prompts, tools and extracted documents. So the
// count asks the engine the request would run on, with the same planned params and a one-token
// limit, and reads its prompt_tokens: the same number whatever the engine (embedded tokenizer or
// upstream). The token it generates is not charged (docs/decisions/0039-anthropic-messages.md).
import { paramsWithModel, runOnModel } from '../providers/routing/pooled-model.js';
import type { ChatPlan } from './chat-plan.js';
import { checkedResult } from './checked-usage.js';
import { firstThatAnswers } from './fallbacks.js';

export async function promptTokenCount(plan: ChatPlan, signal: AbortSignal): Promise<number> {
  // The primary model only: a fallback answers only when it fails, and counts its own way.
  const primary = plan.candidates.slice(0, 1).map((candidate) => ({ ...candidate, params: { ...candidate.params, max_tokens: 1, n: 1 } }));
  const { value } = await firstThatAnswers(
    primary,
    (candidate) =>
      runOnModel(
        candidate.model,
        async (engine, engineModel) =>
          checkedResult(candidate.model.record.id, candidate.params, await engine.chat!.chat(paramsWithModel(candidate.params, engineModel), signal)),
        signal,
      ),
    signal,
  );
  return value.value.usage.prompt_tokens;
}
