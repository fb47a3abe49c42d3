// Tag "Responses": the responses-style text API, as JSON or as a server-sent event stream, and the
// responses it stores (src/inference/stored-responses.ts).
import { planMaximum } from '../inference/plan-maximum.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { expectedTokens, textAdmission } from '../inference/rate-limits.js';
import { augmentedChatPlan } from '../augment/chat-augmentation.js';
import { resolveChatModels } from '../inference/chat-models.js';
import { openResponseStream, responseChatRequest, responseStreamEvents, runResponse } from '../inference/responses.js';
import { reportStreamFailure } from '../inference/stream-failures.js';
import { xSearchFilters } from '../inference/responses-request.js';
import { itemPage } from '../inference/response-context.js';
import { badRequest, notFound } from '../errors.js';
import { requirePrincipal, type Handlers } from './handler-context.js';

const notStored = (id: string) =>
  notFound(`Response ${id} not found: it was made with store false, by another caller, has expired or been deleted, or never existed`);

export const responsesHandlers = {
  async createResponse({ body }, context) {
    const { services, principal, signal } = context;
    const models = resolveChatModels(services, principal, body);
    const { chat, items } = await responseChatRequest(services, principal, body);
    const { modelId, maxTokens } = textAdmission(models.primary, 'max_output_tokens', body.max_output_tokens);
    await context.paidStep.admit(modelId, expectedTokens(chat.messages, maxTokens));
    const plan = await augmentedChatPlan(services, models, chat, signal, xSearchFilters(body));
    const meter = await context.paidStep.reserve(planMaximum(plan));
    const store = body.store ?? true;
    const echo = { previous_response_id: body.previous_response_id ?? null, instructions: body.instructions ?? null, store, metadata: body.metadata ?? {} };
    // Written before the answer ends, so a next turn on any replica finds it (decision 0046).
    const keep =
      store && principal ? (response: Parameters<typeof services.responses.save>[1]) => services.responses.save(principal, response, items) : undefined;
    if (body.stream) {
      const opened = await openResponseStream(plan, signal, services.billing.abandonedStreamDrainMs);
      const onError = reportStreamFailure(context);
      const events = responseStreamEvents(plan, opened, { signal, onError, meter, echo, keep });
      return { status: 200, headers: servedModelHeaders(opened.model, { deployment: opened.deployment }), stream: events };
    }
    const { model, body: response, deployment } = await runResponse(plan, signal, meter, echo);
    await keep?.(response);
    return { status: 200, headers: servedModelHeaders(model, { deployment }), body: response };
  },
  async getResponse({ path }, context) {
    const stored = await context.services.responses.find(requirePrincipal(context), path.id);
    if (!stored) throw notStored(path.id);
    return { status: 200, body: stored.response };
  },
  async deleteResponse({ path }, context) {
    if (!(await context.services.responses.delete(requirePrincipal(context), path.id))) throw notStored(path.id);
    return { status: 200, body: { id: path.id, object: 'response' as const, deleted: true as const } };
  },
  async listResponseInputItems({ path, query }, context) {
    const stored = await context.services.responses.find(requirePrincipal(context), path.id);
    if (!stored) throw notStored(path.id);
    const page = itemPage(stored.inputItems, query);
    if (!page) throw badRequest(`after: response ${path.id} has no input item ${query.after}`);
    return { status: 200, body: page };
  },
} satisfies Pick<Handlers, 'createResponse' | 'getResponse' | 'deleteResponse' | 'listResponseInputItems'>;
