// POST /chat/completions with `stream: true`. The stream is opened on the first model whose engine
// produces a first event (so a failure before any output is still a plain HTTP error), then its
// events become `chat.completion.chunk`s as they come; the last chunk has empty `choices` with the
// engine's usage and the cost, then `[DONE]`. A failure after that point is an in-band StreamError.
// A client that leaves mid-stream is charged the engine's usage all the same (see engine-run.ts).
import type { components } from '../../generated/api-types.js';
import type { ChatParams, ChatStreamEvent } from '../providers/contracts/chat.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import type { ServedModel } from '../providers/registry.js';
import type { Deployment } from '../providers/routing/deployment.js';
import { paramsWithModel, runOnModel } from '../providers/routing/pooled-model.js';
import { completionId, unixSeconds } from './chat-completions.js';
import { checkedStream, withinBounds } from './checked-usage.js';
import { GeneratedCount } from './generated-count.js';
import type { Meter } from '../billing/meter.js';
import { settleTokens, type Surcharge } from './metering.js';
import { parametersEcho } from './service-parameters.js';
import type { Candidate, ChatPlan } from './chat-plan.js';
import { apiErrorFor, streamErrorFor } from './engine-errors.js';
import { firstThatAnswers } from './fallbacks.js';
import { drainStream, EngineRun } from './engine-run.js';
import { DONE, type ServerSentEvent } from './server-sent-event.js';
import { ThinkSplitter } from './think-filter.js';
import { streamServiceCalls } from './service-tool.js';
import { documentsCall, documentsFinish, returnsDocuments } from './search-documents.js';

type Chunk = components['schemas']['ChatCompletionChunk'];
type StreamError = components['schemas']['StreamError'];
type DeltaEvent = Extract<ChatStreamEvent, { type: 'delta' }>;

export interface OpenedStream {
  model: ServedModel;
  /** The params the answering model runs with (for the usage estimate of an abandoned stream). */
  params: ChatParams;
  events: AsyncIterator<ChatStreamEvent>;
  first: IteratorResult<ChatStreamEvent>;
  /** The engine's run: stopped when the stream is done, or a drain window after its client left. */
  run: EngineRun;
  /** Of a model on several deployments, the one streaming (in flight there until the run stops). */
  deployment?: Deployment;
}

/** `drainMs`: how long the engine runs on for its usage once a client left mid-stream. */
export async function openChatStream(plan: ChatPlan, signal: AbortSignal, drainMs: number): Promise<OpenedStream> {
  const run = new EngineRun(signal, drainMs);
  try {
    const { candidate, value: answered } = await firstThatAnswers(
      plan.candidates,
      (next: Candidate) =>
        runOnModel(
          next.model,
          async (engine, engineModel) => {
            const streamed = engine.chat!.streamChat(paramsWithModel(next.params, engineModel), run.signal);
            const events = checkedStream(next.model.record.id, next.params, streamed)[Symbol.asyncIterator]();
            return { events, first: await events.next() };
          },
          signal,
          run.signal,
        ),
      signal,
    );
    run.streaming();
    const { value, deployment } = answered;
    const tool = plan.serviceTool;
    if (!tool) return { model: candidate.model, params: candidate.params, run, deployment, ...value };
    // The service's tool calls are answered by the model (and deployment) that made them: no fallback in the second round.
    const engine = deployment?.engine ?? candidate.model.engine;
    const engineModel = deployment?.engineModel ?? candidate.model.engineModel;
    const open = (params: ChatParams) =>
      checkedStream(candidate.model.record.id, params, engine.chat!.streamChat(paramsWithModel(params, engineModel), run.signal))[Symbol.asyncIterator]();
    const events = streamServiceCalls(value, candidate.params, tool, plan, open, signal);
    return { model: candidate.model, params: candidate.params, run, deployment, events, first: await events.next() };
  } catch (error) {
    run.stop();
    // A second round that fails before anything was streamed is an HTTP error like the first's.
    throw error instanceof ProviderError ? apiErrorFor(error) : error;
  }
}

/**
 * Ends an opened stream after its consumer stopped: when the client left (and the engine did not
 * fail), the rest is read for the engine's usage; then the engine is stopped and what it generated
 * is charged. A stream that failed on the engine's side charges nothing (the pipeline releases it).
 */
export async function closeStream(
  opened: OpenedStream,
  state: { ended: boolean; failed: boolean },
  generated: GeneratedCount,
  signal: AbortSignal,
  meter: Meter,
  surcharge?: Surcharge,
): Promise<void> {
  const abandoned = signal.aborted && !state.failed;
  if (!state.ended && abandoned) await drainStream(opened.events, generated);
  opened.run.stop();
  if (!state.ended) await opened.events.return?.();
  if (abandoned && meter.isOpen) await settleTokens(meter, opened.model, withinBounds(generated.usage(opened.params), opened.params), surcharge);
}

/** Turns deltas into chunk choices, moving `<think>` text to reasoning_content when asked. */
class ChunkBuilder {
  private readonly splitters = new Map<number, ThinkSplitter>();
  /** The documents call went first (return_search_results_as_documents): the model's calls come after it. */
  private documents = false;

  constructor(private readonly stripThinking: boolean) {}

  /** The chunk of the search's documents call, for each choice; later deltas are shifted behind it. */
  documentsCall(sources: NonNullable<ChatPlan['citations']>, choices: number): Chunk['choices'] {
    this.documents = true;
    const call = documentsCall(sources);
    return Array.from({ length: choices }, (_, index) => ({ index, delta: { tool_calls: [{ index: 0, ...call }] }, finish_reason: null }));
  }

  choice(event: DeltaEvent): Chunk['choices'][number] | undefined {
    const delta: Chunk['choices'][number]['delta'] = { ...event.delta };
    let finish = event.finish_reason ?? null;
    if (this.documents) {
      if (delta.tool_calls) delta.tool_calls = delta.tool_calls.map((call) => ({ ...call, index: call.index + 1 }));
      finish = documentsFinish(finish);
    }
    if (this.stripThinking) {
      let splitter = this.splitters.get(event.index);
      if (!splitter) this.splitters.set(event.index, (splitter = new ThinkSplitter()));
      const split = splitter.push(event.delta.content ?? '');
      if (event.finish_reason) {
        const rest = splitter.flush();
        split.content += rest.content;
        split.reasoning += rest.reasoning;
      }
      delete delta.content;
      if (split.content) delta.content = split.content;
      const reasoning = (event.delta.reasoning_content ?? '') + split.reasoning;
      if (reasoning) delta.reasoning_content = reasoning;
    }
    const empty = delta.role === undefined && !delta.content && !delta.reasoning_content && !delta.tool_calls?.length;
    if (empty && !finish) return undefined;
    return { index: event.index, delta, finish_reason: finish, ...(event.logprobs ? { logprobs: event.logprobs } : {}) };
  }
}

/**
 * The chunks of an opened stream. After `signal` aborts (the client left) nothing more is sent or
 * reported; `onError` hears every other failure, which also goes to the client in-band.
 * `onStopSequence` hears which stop sequence ended a choice, where the engine says (a chunk has no
 * field for it; Anthropic's stream does).
 */
export async function* chatStreamEvents(
  plan: ChatPlan,
  opened: OpenedStream,
  signal: AbortSignal,
  onError: (error: unknown) => void,
  meter: Meter,
  onStopSequence?: (index: number, sequence: string) => void,
): AsyncGenerator<ServerSentEvent<Chunk | StreamError>> {
  const base = { id: completionId(), object: 'chat.completion.chunk' as const, created: unixSeconds(), model: opened.model.record.id };
  const builder = new ChunkBuilder(plan.stripThinking);
  const generated = new GeneratedCount();
  let current = opened.first;
  let failed = false;
  try {
    // include_search_results_in_stream: the search's sources come first, in a chunk of their own
    // (with enable_web_search=auto, first once the model's search ran: its events set them).
    // return_search_results_as_documents: then the documents call, before the model's content.
    let sourcesSent = false;
    const sources = function* () {
      if (sourcesSent || !plan.citations?.length) return;
      sourcesSent = true;
      if (plan.parameters.include_search_results_in_stream) {
        yield { data: { ...base, choices: [], service_parameters: parametersEcho(plan.parameters, plan.citations) } satisfies Chunk };
      }
      if (returnsDocuments(plan)) yield { data: { ...base, choices: builder.documentsCall(plan.citations, opened.params.n ?? 1) } satisfies Chunk };
    };
    yield* sources();
    while (!current.done) {
      const event = current.value;
      generated.add(event);
      // Checked here first: delegating to a generator costs a promise even when it yields nothing.
      if (!sourcesSent && plan.citations?.length) yield* sources();
      // The usage is the engine's last event: the answer ends now, and the engine's stream is closed
      // after [DONE] (in finally), so the client does not wait for its clean-up.
      if (event.type === 'usage') break;
      if (event.type === 'delta') {
        if (event.stop_sequence !== undefined) onStopSequence?.(event.index, event.stop_sequence);
        const choice = builder.choice(event);
        if (choice) yield { data: { ...base, choices: [choice] } satisfies Chunk };
      }
      current = await opened.events.next();
    }
    const usage = generated.reported;
    if (!usage) throw new Error('the engine ended its stream without usage'); // checkedStream always ends with one
    opened.deployment?.addTokens(Date.now(), usage.total_tokens);
    // Charged whether or not the caller asked to see the usage.
    const cost = await settleTokens(meter, opened.model, usage, plan.surcharge);
    if (plan.usageChunk) yield { data: { ...base, choices: [], usage, ...(cost ? { cost } : {}) } satisfies Chunk };
    yield DONE;
  } catch (error) {
    if (signal.aborted) return;
    failed = true;
    onError(error); // failed on the engine's side: the pipeline releases the reservation, nothing is charged
    yield { data: streamErrorFor(error) };
    yield DONE;
  } finally {
    // Reached early when the client went away: the engine's usage is still read and charged.
    await closeStream(opened, { ended: current.done === true, failed }, generated, signal, meter, plan.surcharge);
  }
}
