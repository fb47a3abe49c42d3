// The most a planned chat can cost, reserved before the engine runs (docs/decisions/0005): its
// candidates at their prompt and token bounds (metering.ts), its surcharge, and what a service tool
// may add. Apart from metering.ts because it reads the plan, and planning reads metering's bounds.
import type { Price } from '../billing/request-charge.js';
import { maximumTokenCost } from '../billing/prices.js';
import type { Candidate, ChatPlan } from './chat-plan.js';
import { pricingOf, promptTokenBound, TOKENS_PER_MESSAGE, withSurcharge } from './metering.js';
import { isServiceCall } from './service-tool.js';

/** The most a chat can cost: the dearest candidate (a fallback may answer) at its prompt bound and every choice at its token limit. */
export function chatMaximum(candidates: readonly Candidate[]): Price {
  let max = { usd: 0n, diem: 0n };
  for (const { model, params } of candidates) {
    const pricing = pricingOf(model);
    if (!pricing) continue;
    const cost = maximumTokenCost(pricing, promptTokenBound(params), params.max_tokens, params.n ?? 1);
    // biome-ignore lint/complexity/useMathMinMax: bigint, which Math.max does not take
    max = { usd: cost.usd > max.usd ? cost.usd : max.usd, diem: cost.diem > max.diem ? cost.diem : max.diem };
  }
  return max;
}

/**
 * The most a planned chat can cost: chatMaximum plus its surcharge, and with a service tool
 * (enable_web_search=auto) every call it may run and a second round on each candidate that is
 * offered the tool. That round's prompt is the first's, the first answer re-read (counted as the
 * tokens it was generated as) and the calls' results at their size limit.
 */
export function planMaximum(plan: Pick<ChatPlan, 'candidates' | 'surcharge' | 'serviceTool'>): Price {
  const first = withSurcharge(chatMaximum(plan.candidates), plan.surcharge);
  const tool = plan.serviceTool;
  if (!tool) return first;
  let second = { usd: 0n, diem: 0n };
  for (const { model, params } of plan.candidates) {
    const pricing = pricingOf(model);
    if (!pricing || !params.tools?.some((offered) => isServiceCall(tool, offered))) continue;
    const prompt = promptTokenBound(params) + params.max_tokens + tool.maxCalls * (tool.maxResultBytes + 2 * TOKENS_PER_MESSAGE);
    const cost = maximumTokenCost(pricing, prompt, params.max_tokens, 1);
    // biome-ignore lint/complexity/useMathMinMax: bigint, which Math.max does not take
    second = { usd: cost.usd > second.usd ? cost.usd : second.usd, diem: cost.diem > second.diem ? cost.diem : second.diem };
  }
  const calls = BigInt(tool.maxCalls);
  return { usd: first.usd + second.usd + tool.pricePerCall.usd * calls, diem: first.diem + second.diem + tool.pricePerCall.diem * calls };
}
