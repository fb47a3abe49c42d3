// POST /responses: the request runs as a chat plan (see responses-request.ts); the answer is
// assembled into a response object, or streamed as `event:`/`data:` pairs with sequence numbers,
// ending with response.completed (or .incomplete / .failed) and `[DONE]`.
import type { components } from '../../generated/api-types.js';
import type { Principal } from '../principal.js';
import type { ServedModel } from '../providers/registry.js';
import type { Deployment } from '../providers/routing/deployment.js';
import type { Services } from '../services.js';
import { runChat } from './chat-completions.js';
import type { ChatPlan } from './chat-plan.js';
import { closeStream, openChatStream, type OpenedStream } from './chat-stream.js';
import { streamErrorFor } from './engine-errors.js';
import type { ChatRequest } from './features.js';
import { GeneratedCount } from './generated-count.js';
import type { Meter } from '../billing/meter.js';
import { settleTokens } from './metering.js';
import { ResponseAssembler, type PendingEvent, type ResponseEcho } from './responses-assembler.js';
import { chatRequestFrom, type ResponsesRequest } from './responses-request.js';
import { requestContext } from './response-context.js';
import type { StoredItem } from './stored-responses.js';
import { DONE, type ServerSentEvent } from './server-sent-event.js';

type Response = components['schemas']['ResponsesResponse'];
type StreamEvent = components['schemas']['ResponsesStreamEvent'];

/**
 * The chat request a responses request runs as, and the items it gives the model (response-context.ts);
 * the handler plans it as a chat completion (with the service's additions: src/augment/chat-augmentation.ts),
 * on the models it resolved first (so an unknown model is a 404 whatever else the request holds).
 */
export async function responseChatRequest(
  services: Services,
  principal: Principal | undefined,
  request: ResponsesRequest,
): Promise<{ chat: ChatRequest; items: StoredItem[] }> {
  const items = await requestContext(services.responses, principal, request);
  return { chat: chatRequestFrom(request, items), items };
}

export async function runResponse(
  plan: ChatPlan,
  signal: AbortSignal,
  meter: Meter,
  echo: ResponseEcho,
): Promise<{ model: ServedModel; body: Response; deployment?: Deployment }> {
  const { model, result, deployment } = await runChat(plan, signal);
  const cost = await settleTokens(meter, model, result.usage, plan.surcharge);
  const assembler = new ResponseAssembler(model.record.id, echo);
  if (plan.citations?.length) assembler.searchedWeb(plan.citations);
  const [choice] = result.choices;
  if (choice?.message.reasoning_content) assembler.addReasoning(choice.message.reasoning_content);
  const calls = choice?.message.tool_calls ?? [];
  if (choice?.message.content || calls.length === 0) assembler.addText(choice?.message.content ?? '');
  calls.forEach((call, index) => assembler.addToolCall(index, call));
  assembler.finished(choice?.finish_reason, result.usage, cost);
  return { model, body: assembler.snapshot(), deployment };
}

export async function openResponseStream(plan: ChatPlan, signal: AbortSignal, drainMs: number): Promise<OpenedStream> {
  return openChatStream(plan, signal, drainMs);
}

/** What a responses stream is made with beside its plan and engine stream. */
export interface ResponseStreamOptions {
  signal: AbortSignal;
  onError: (error: unknown) => void;
  meter: Meter;
  echo: ResponseEcho;
  /** Called with the finished (or failed) response before its last event is sent: a stored response is readable once the stream says it ended. */
  keep?: (response: Response) => Promise<void>;
}

/** The events of an opened stream; as in chatStreamEvents, nothing follows the client's leaving. */
export async function* responseStreamEvents(
  plan: ChatPlan,
  opened: OpenedStream,
  options: ResponseStreamOptions,
): AsyncGenerator<ServerSentEvent<StreamEvent>> {
  const { signal, onError, meter, keep } = options;
  const assembler = new ResponseAssembler(opened.model.record.id, options.echo);
  const generated = new GeneratedCount();
  let sequence = 0;
  // The assembler builds each event of the spec's ResponsesStreamEvent (the HTTP tests check every
  // stream against the spec); its loose PendingEvent type is named as that schema here, once.
  const send = (events: PendingEvent[]): ServerSentEvent<StreamEvent>[] =>
    events.map((event) => ({ event: event.type, data: { ...event, sequence_number: sequence++ } as StreamEvent }));
  let current = opened.first;
  let finishReason: Parameters<ResponseAssembler['finished']>[0];
  let finished = false;
  let failed = false;
  try {
    yield* send(assembler.started());
    // The search's item comes first (with enable_web_search=auto, once the model's search ran).
    let searched = false;
    const search = () => {
      if (searched || !plan.citations?.length) return [];
      searched = true;
      return send(assembler.searchedWeb(plan.citations));
    };
    yield* search();
    while (!current.done) {
      const event = current.value;
      generated.add(event);
      yield* search();
      if (event.type === 'usage') {
        finished = true;
        const cost = await settleTokens(meter, opened.model, event.usage, plan.surcharge);
        const ended = assembler.finished(finishReason, event.usage, cost);
        await keep?.(assembler.snapshot());
        yield* send(ended);
        // The usage is the engine's last event: the answer ends now, the engine's stream is closed after [DONE].
        yield DONE;
        break;
      } else if (event.index === 0) {
        // Responses have one answer; other choices (never asked for here) are ignored.
        if (event.delta.reasoning_content) yield* send(assembler.addReasoning(event.delta.reasoning_content));
        if (event.delta.content) yield* send(assembler.addText(event.delta.content));
        for (const call of event.delta.tool_calls ?? []) yield* send(assembler.addToolCall(call.index, call));
        finishReason = event.finish_reason ?? finishReason;
      }
      current = await opened.events.next();
    }
    if (!finished) throw new Error('the engine ended its stream without usage');
  } catch (error) {
    if (signal.aborted) return;
    failed = true;
    onError(error);
    const { error: detail } = streamErrorFor(error);
    const failure = { code: detail.code, message: detail.message };
    await keep?.(assembler.snapshot(failure));
    yield* send(assembler.failed(failure));
    yield DONE;
  } finally {
    // The client left: the engine's usage is still read and charged (see engine-run.ts).
    await closeStream(opened, { ended: current.done === true, failed }, generated, signal, meter, plan.surcharge);
  }
}
