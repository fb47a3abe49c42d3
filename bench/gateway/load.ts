// The parent's side of the load generator: the commands it takes and a handle that forks it. The
// generator runs in its own process (load-generator.ts) so the latencies it measures never wait on
// the orchestrator's event loop (reading /proc, printing, talking to the mock).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Where and what to send: the same chat request for every candidate, only the URL and key differ. */
export interface Target {
  origin: string;
  path: string;
  headers: Record<string, string>;
  /** The JSON body of a plain request. */
  body: string;
  /** The JSON body of a streamed request. */
  streamBody: string;
}

export type Command =
  | { kind: 'latency'; target: Target; warmup: number; count: number }
  | { kind: 'throughput'; target: Target; concurrency: number; seconds: number }
  | { kind: 'stream'; target: Target; warmup: number; count: number };

/** A failed request as the generator saw it: a status other than 200, or a transport error. */
export interface ErrorSample {
  status?: number;
  message: string;
}

export interface Errors {
  errorCount: number;
  /** The first few distinct failures, for the printout. */
  errors: ErrorSample[];
}

export interface LatencyResult extends Errors {
  kind: 'latency';
  count: number;
  p50: number;
  p99: number;
}

export interface ThroughputResult extends Errors {
  kind: 'throughput';
  /** Answered with 200 inside the window (requests in flight at its end included). */
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface StreamResult extends Errors {
  kind: 'stream';
  count: number;
  /** From sending the request to the first byte of the body (not the headers). */
  firstByteP50: number;
  /** From sending the request to the end of the body. */
  endP50: number;
}

export type Result = LatencyResult | ThroughputResult | StreamResult;
export type ResultOf<C extends Command> = Extract<Result, { kind: C['kind'] }>;

export type Reply = { id: number; result: Result } | { id: number; failure: string };

export class LoadGenerator {
  private readonly child: ChildProcess;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();

  constructor() {
    this.child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: Reply) => {
      const pending = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('failure' in reply) pending?.reject(new Error(`load generator: ${reply.failure}`));
      else pending?.resolve(reply.result);
    });
    this.child.on('exit', (code) => {
      for (const pending of this.waiting.values()) pending.reject(new Error(`load generator exited (${code})`));
      this.waiting.clear();
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  run<C extends Command>(command: C): Promise<ResultOf<C>> {
    const id = (this.nextId += 1);
    return new Promise<Result>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, command });
    }) as Promise<ResultOf<C>>;
  }

  /** Closes the channel (the generator exits on it) and signals it, in case it is stuck. */
  stop(): void {
    if (this.child.connected) this.child.disconnect();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
  }
}
