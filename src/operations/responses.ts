// Tag "Responses": the responses-style text API, as JSON or as a server-sent event stream.
import { Readable } from 'node:stream';
import { servedModelHeaders } from '../inference/model-headers.js';
import { openResponseStream, planResponse, responseStreamEvents, runResponse } from '../inference/responses.js';
import { logStreamFailure } from '../inference/stream-failures.js';
import { OPERATIONS } from '../../generated/operations.js';
import { admitInference, expectedTokens, settlingAfter } from '../inference/rate-limits.js';
import type { Handlers } from './handler-context.js';

export const responsesHandlers = {
  async createResponse({ body }, context) {
    const tokens = expectedTokens(body.input, body.max_output_tokens);
    const { admission, refused } = await admitInference(context, OPERATIONS.createResponse.rateLimit, body.model, 'text', tokens);
    const meter = context.meter();
    try {
      const plan = planResponse(context.services, context.principal, body);
      await meter.reserveChat(plan.candidates);
      if (body.stream) {
        const opened = await openResponseStream(plan, context.signal);
        const events = responseStreamEvents(opened, context.signal, logStreamFailure(context.services.logger, context.requestId), meter);
        const headers = { ...admission.headers(), ...servedModelHeaders(opened.model) };
        return { status: 200, contentType: 'text/event-stream', headers, body: Readable.from(settlingAfter(events, admission, meter)) };
      }
      const { model, body: response } = await runResponse(plan, context.signal, meter);
      await admission.settle(meter.settledTokens);
      return { status: 200, headers: { ...admission.headers(), ...servedModelHeaders(model) }, body: response };
    } catch (error) {
      return refused(error);
    }
  },
} satisfies Pick<Handlers, 'createResponse'>;
