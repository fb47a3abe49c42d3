// Tag "Responses": the responses-style text API, as JSON or as a server-sent event stream.
import { planMaximum } from '../inference/metering.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { expectedTokens, textAdmission } from '../inference/rate-limits.js';
import { augmentedChatPlan } from '../augment/chat-augmentation.js';
import { openResponseStream, responseChatRequest, responseStreamEvents, runResponse } from '../inference/responses.js';
import { logStreamFailure } from '../inference/stream-failures.js';
import { xSearchFilters } from '../inference/responses-request.js';
import { notFound } from '../errors.js';
import type { Handlers } from './handler-context.js';

export const responsesHandlers = {
  async createResponse({ body }, context) {
    const { services, principal, signal } = context;
    const { modelId, maxTokens } = textAdmission(services, principal, body.model, 'max_output_tokens', body.max_output_tokens);
    await context.paidStep.admit(modelId, expectedTokens(body.input, maxTokens));
    const plan = await augmentedChatPlan(services, principal, responseChatRequest(services, principal, body), signal, xSearchFilters(body));
    const meter = await context.paidStep.reserve(planMaximum(plan));
    if (body.stream) {
      const opened = await openResponseStream(plan, signal, services.billing.abandonedStreamDrainMs);
      const events = responseStreamEvents(plan, opened, signal, logStreamFailure(services.logger, context.requestId), meter);
      return { status: 200, headers: servedModelHeaders(opened.model, { deployment: opened.deployment }), stream: events };
    }
    const { model, body: response, deployment } = await runResponse(plan, signal, meter);
    return { status: 200, headers: servedModelHeaders(model, { deployment }), body: response };
  },
  async getResponse({ path }) {
    throw notFound(
      `Response ${path.id} is not stored: this service keeps no responses (no store or background mode), so the answer to POST /api/v1/responses is the only copy`,
    );
  },
} satisfies Pick<Handlers, 'createResponse' | 'getResponse'>;
