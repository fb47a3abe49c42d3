// Where a request's time goes, stage by stage of the pipeline (route, authenticate, validate,
// limits, credits, handler, write). One recorder per request (created with the request id, kept on
// ctx.state); the pipeline marks its sequential steps with begin(), and the domain modules that run
// inside the handler (rate limits, credit reservations) time their own calls with time(), which
// stops the enclosing stage's clock meanwhile (and times a call that answers at once without a
// promise). Each stage's time is therefore exclusive: the stages add up to the request's time
// (less the little before routing), and `handler` means the handler's own work, not the limits and
// credits it called. The totals feed the Server-Timing header and the per-stage latency histogram.

export const STAGES = ['route', 'authenticate', 'validate', 'limits', 'credits', 'handler', 'write'] as const;
export type Stage = (typeof STAGES)[number];

const STAGE_INDEX: Readonly<Record<Stage, number>> = Object.fromEntries(STAGES.map((stage, index) => [stage, index])) as Record<Stage, number>;
const NONE = -1;

/**
 * What a domain module needs to time its share of a request without knowing about HTTP: e.g.
 * `timing.time('credits', () => charge.reserve(max))`. Work that returns a promise is timed until
 * it is done (and the promise returned); work that answers at once, synchronously.
 */
export interface StageClock {
  time<T>(stage: Stage, work: () => T): T;
}

/** For callers outside a request (tests of a module alone, background work): times nothing. */
export const untimed: StageClock = { time: (_stage, work) => work() };

export class StageTiming implements StageClock {
  /** performance.now() when the request arrived. */
  readonly startedAt = performance.now();
  private readonly totals = new Array<number>(STAGES.length).fill(0);
  private measured = 0; // bit i: stage i has run
  private base = NONE; // the sequential stage (begin)
  private readonly nested: { stage: number }[] = []; // time() calls in flight, innermost last
  private since = this.startedAt;

  /** Ends the running stage and starts `stage`: the pipeline's steps follow one another. */
  begin(stage: Stage): void {
    this.charge();
    this.base = STAGE_INDEX[stage];
  }

  /** Ends the running stage; nothing is timed after this. */
  end(): void {
    this.charge();
    this.base = NONE;
    this.nested.length = 0;
  }

  time<T>(stage: Stage, work: () => T): T {
    this.charge();
    const frame = { stage: STAGE_INDEX[stage] };
    this.nested.push(frame);
    let result: T;
    try {
      result = work();
    } catch (error) {
      this.leave(frame);
      throw error;
    }
    if (!(result instanceof Promise)) {
      this.leave(frame);
      return result;
    }
    return result.finally(() => this.leave(frame)) as T;
  }

  /** Milliseconds since the request arrived. */
  elapsed(): number {
    return performance.now() - this.startedAt;
  }

  /** Each stage that has run, in pipeline order, with its milliseconds so far (the running one up to now). */
  stages(): [Stage, number][] {
    this.charge();
    const result: [Stage, number][] = [];
    for (let index = 0; index < STAGES.length; index += 1) {
      if (this.measured & (1 << index)) result.push([STAGES[index]!, this.totals[index]!]);
    }
    return result;
  }

  /** Ends a time() call: its time so far is charged to its stage. */
  private leave(frame: { stage: number }): void {
    this.charge();
    // Usually the innermost frame; calls that overlap (rare) end in any order.
    this.nested.splice(this.nested.lastIndexOf(frame), 1);
  }

  /** Adds the time since the last mark to the stage running now (the innermost timed call, else the sequential stage). */
  private charge(): void {
    const now = performance.now();
    const running = this.nested.length > 0 ? this.nested[this.nested.length - 1]!.stage : this.base;
    if (running !== NONE) {
      this.totals[running]! += now - this.since;
      this.measured |= 1 << running;
    }
    this.since = now;
  }
}
