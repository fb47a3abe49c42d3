// Tag "Chat": chat completions, as JSON or as a server-sent event stream.
import { Readable } from 'node:stream';
import { completionBody, runChat } from '../inference/chat-completions.js';
import { planChat } from '../inference/chat-plan.js';
import { chatStreamEvents, openChatStream } from '../inference/chat-stream.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { logStreamFailure } from '../inference/stream-failures.js';
import { OPERATIONS } from '../../generated/operations.js';
import { admitInference, expectedTokens, settlingAfter } from '../inference/rate-limits.js';
import type { Handlers } from './handler-context.js';

export const chatHandlers = {
  async createChatCompletion({ body }, context) {
    const tokens = expectedTokens(body.messages, body.max_completion_tokens ?? body.max_tokens, body.n);
    const { admission, refused } = await admitInference(context, OPERATIONS.createChatCompletion.rateLimit, body.model, 'text', tokens);
    const meter = context.meter();
    try {
      const plan = planChat(context.services, context.principal, body);
      await meter.reserveChat(plan.candidates);
      if (body.stream) {
        const opened = await openChatStream(plan, context.signal);
        const events = chatStreamEvents(plan, opened, context.signal, logStreamFailure(context.services.logger, context.requestId), meter);
        const headers = { ...admission.headers(), ...servedModelHeaders(opened.model) };
        return { status: 200, contentType: 'text/event-stream', headers, body: Readable.from(settlingAfter(events, admission, meter)) };
      }
      const { model, result } = await runChat(plan, context.signal);
      const cost = await meter.settle(model, result.usage);
      await admission.settle(meter.settledTokens);
      return { status: 200, headers: { ...admission.headers(), ...servedModelHeaders(model) }, body: completionBody(plan, model, result, cost) };
    } catch (error) {
      return refused(error);
    }
  },
} satisfies Pick<Handlers, 'createChatCompletion'>;
