// Tag "Responses": the responses-style text API, as JSON or as a server-sent event stream.
import { Readable } from 'node:stream';
import { servedModelHeaders } from '../inference/model-headers.js';
import { openResponseStream, planResponse, responseStreamEvents, runResponse } from '../inference/responses.js';
import { logStreamFailure } from '../inference/stream-failures.js';
import type { Handlers } from './handler-context.js';

export const responsesHandlers = {
  async createResponse({ body }, context) {
    const plan = planResponse(context.services, context.principal, body);
    const meter = context.meter();
    await meter.reserveChat(plan.candidates);
    if (body.stream) {
      const opened = await openResponseStream(plan, context.signal);
      const events = responseStreamEvents(opened, context.signal, logStreamFailure(context.services.logger, context.requestId), meter);
      return { status: 200, contentType: 'text/event-stream', headers: servedModelHeaders(opened.model), body: Readable.from(events) };
    }
    const { model, body: response } = await runResponse(plan, context.signal, meter);
    return { status: 200, headers: servedModelHeaders(model), body: response };
  },
} satisfies Pick<Handlers, 'createResponse'>;
