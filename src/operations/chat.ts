// Tag "Chat": chat completions, as JSON or as a server-sent event stream.
import { Readable } from 'node:stream';
import { completionBody, runChat } from '../inference/chat-completions.js';
import { planChat } from '../inference/chat-plan.js';
import { chatStreamEvents, openChatStream } from '../inference/chat-stream.js';
import { servedModelHeaders } from '../inference/model-headers.js';
import { logStreamFailure } from '../inference/stream-failures.js';
import type { Handlers } from './handler-context.js';

export const chatHandlers = {
  async createChatCompletion({ body }, context) {
    const plan = planChat(context.services, context.principal, body);
    const meter = context.meter();
    await meter.reserveChat(plan.candidates);
    if (body.stream) {
      const opened = await openChatStream(plan, context.signal);
      const events = chatStreamEvents(plan, opened, context.signal, logStreamFailure(context.services.logger, context.requestId), meter);
      return { status: 200, contentType: 'text/event-stream', headers: servedModelHeaders(opened.model), body: Readable.from(events) };
    }
    const { model, result } = await runChat(plan, context.signal);
    const cost = await meter.settle(model, result.usage);
    return { status: 200, headers: servedModelHeaders(model), body: completionBody(plan, model, result, cost) };
  },
} satisfies Pick<Handlers, 'createChatCompletion'>;
