// Tag "Chat": chat completions, as JSON or as a server-sent event stream.
import { augmentedChatPlan } from '../augment/chat-augmentation.js';
import { completionBody, runChat } from '../inference/chat-completions.js';
import { resolveChatModels } from '../inference/chat-models.js';
import { chatStreamEvents, openChatStream } from '../inference/chat-stream.js';
import { settleTokens } from '../inference/metering.js';
import { planMaximum } from '../inference/plan-maximum.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { expectedTokens, textAdmission } from '../inference/rate-limits.js';
import { withoutNulls } from '../inference/null-parameters.js';
import { reportStreamFailure } from '../inference/stream-failures.js';
import type { Handlers } from './handler-context.js';

export const chatHandlers = {
  async createChatCompletion({ body: sent }, context) {
    const { services, principal, signal } = context;
    const body = withoutNulls(sent);
    const field = body.max_completion_tokens !== undefined ? 'max_completion_tokens' : 'max_tokens';
    const models = resolveChatModels(services, principal, body);
    const { modelId, maxTokens } = textAdmission(models.primary, field, body.max_completion_tokens ?? body.max_tokens);
    await context.paidStep.admit(modelId, expectedTokens(body.messages, maxTokens, body.n));
    const plan = await augmentedChatPlan(services, models, body, signal);
    const meter = await context.paidStep.reserve(planMaximum(plan));
    if (body.stream) {
      const opened = await openChatStream(plan, signal, services.billing.abandonedStreamDrainMs);
      const events = chatStreamEvents(plan, opened, signal, reportStreamFailure(context), meter);
      return { status: 200, headers: servedModelHeaders(opened.model, { deployment: opened.deployment }), stream: events };
    }
    const { model, result, deployment } = await runChat(plan, signal);
    const cost = await settleTokens(meter, model, result.usage, plan.surcharge);
    return { status: 200, headers: servedModelHeaders(model, { deployment }), body: completionBody(plan, model, result, cost) };
  },
} satisfies Pick<Handlers, 'createChatCompletion'>;
