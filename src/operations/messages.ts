// Tag "Messages": Anthropic's Messages API. A request runs as the chat completion it stands for
// (messages-request.ts) through the same paid step as chat (admit, plan, reserve, settle), and its
// answer or stream is re-told in Anthropic's shapes (messages-response.ts, messages-stream.ts).
import { augmentedChatPlan } from '../augment/chat-augmentation.js';
import { completionBody, runChat } from '../inference/chat-completions.js';
import { resolveChatModels, type ChatModels } from '../inference/chat-models.js';
import { chatStreamEvents, openChatStream } from '../inference/chat-stream.js';
import { chatRequestFrom, type CountTokensRequest, type MessagesRequest } from '../inference/messages-request.js';
import { matchedStopSequence, messageFrom } from '../inference/messages-response.js';
import { messageStreamEvents } from '../inference/messages-stream.js';
import { settleTokens } from '../inference/metering.js';
import { planMaximum } from '../inference/plan-maximum.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { promptTokenCount } from '../inference/prompt-token-count.js';
import { expectedTokens, textAdmission } from '../inference/rate-limits.js';
import { reportStreamFailure } from '../inference/stream-failures.js';
import type { HandlerContext, Handlers } from './handler-context.js';

/**
 * The request's models, resolved first (an unknown model is a 404 whatever else the request holds),
 * and its admission: the prompt's estimate and the token limit, under the model that answers first.
 */
async function admit(context: HandlerContext, request: MessagesRequest | CountTokensRequest, maxTokens?: number): Promise<ChatModels> {
  const models = resolveChatModels(context.services, context.principal, { model: request.model, service_parameters: request.service_parameters });
  const admitted = textAdmission(models.primary, 'max_tokens', maxTokens);
  await context.paidStep.admit(admitted.modelId, expectedTokens([request.system, request.messages, request.tools], admitted.maxTokens));
  return models;
}

export const messagesHandlers = {
  async createMessage({ body }, context) {
    const { services, signal } = context;
    const models = await admit(context, body, body.max_tokens);
    const plan = await augmentedChatPlan(services, models, chatRequestFrom(body), signal);
    const meter = await context.paidStep.reserve(planMaximum(plan));
    if (body.stream) {
      const opened = await openChatStream(plan, signal, services.billing.abandonedStreamDrainMs);
      let reported: string | undefined;
      const chunks = chatStreamEvents(plan, opened, signal, reportStreamFailure(context), meter, (index, sequence) => {
        if (index === 0) reported = sequence;
      });
      return {
        status: 200,
        headers: servedModelHeaders(opened.model, { deployment: opened.deployment }),
        stream: messageStreamEvents(opened.model.record.id, chunks, () => matchedStopSequence(body.stop_sequences, reported)),
      };
    }
    const { model, result, deployment } = await runChat(plan, signal);
    const cost = await settleTokens(meter, model, result.usage, plan.surcharge);
    return {
      status: 200,
      headers: servedModelHeaders(model, { deployment }),
      body: messageFrom(completionBody(plan, model, result, cost), matchedStopSequence(body.stop_sequences, result.choices[0]?.stop_sequence)),
    };
  },

  async countMessageTokens({ body }, context) {
    const { services, signal } = context;
    const models = await admit(context, body);
    // Counted as the message would run, without the searches and scraping that cost money, and with
    // its documents parsed in the free lane's workers, never in those paying calls use.
    const request = chatRequestFrom(body);
    const parameters = { ...request.service_parameters, enable_web_search: 'off' as const, enable_web_scraping: false, enable_x_search: false };
    const freeWork = { ...services, documents: services.freeDocuments };
    const plan = await augmentedChatPlan(freeWork, models, { ...request, service_parameters: parameters }, signal);
    return { status: 200, body: { input_tokens: await promptTokenCount(plan, services.freeCounting, signal) } };
  },
} satisfies Pick<Handlers, 'createMessage' | 'countMessageTokens'>;
