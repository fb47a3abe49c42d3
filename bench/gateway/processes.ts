// The processes and temp folders the gateway bench starts, and their cleanup. Everything it starts
// is registered here first, so an exception, Ctrl-C or a plain process.exit() still stops it by
// its own PID (never by name) and removes its folders.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Cleanup = () => void;
const cleanups = new Map<number, Cleanup>();
let nextCleanup = 0;

/** Registers a synchronous cleanup; returns the function that runs it now (once) and forgets it. */
export function onCleanup(cleanup: Cleanup): () => void {
  const id = (nextCleanup += 1);
  cleanups.set(id, cleanup);
  return () => {
    if (!cleanups.delete(id)) return;
    cleanup();
  };
}

/** Runs every registered cleanup, newest first (a service stops before its database and folders). */
export function cleanUpAll(): void {
  for (const id of [...cleanups.keys()].reverse()) {
    const cleanup = cleanups.get(id)!;
    cleanups.delete(id);
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${(error as Error).message}`);
    }
  }
}

let handlersInstalled = false;
/** 'exit' covers the normal end and uncaught errors (bench/run.ts ends with process.exit); signals stop first. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', cleanUpAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench's processes`);
      cleanUpAll();
      process.exit(130);
    });
  }
}

export function temporaryFolder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

/** A child process whose output is kept (the last 64 KB) and can be waited on for a line. */
export class Child {
  readonly process: ChildProcess;
  readonly pid: number;
  private output = '';
  private exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private readonly watchers = new Set<() => void>();
  private readonly forget: () => void;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { cwd: string; env: NodeJS.ProcessEnv },
  ) {
    this.process = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    if (this.process.pid === undefined) throw new Error(`${name}: could not start ${command}`);
    this.pid = this.process.pid;
    // The pipes are always drained: a child blocked on a full pipe would stall mid-benchmark.
    const keep = (part: Buffer) => {
      this.output = (this.output + part.toString('utf8')).slice(-65_536);
      for (const watcher of this.watchers) watcher();
    };
    this.process.stdout!.on('data', keep);
    this.process.stderr!.on('data', keep);
    this.process.on('exit', (code, signal) => {
      this.exited = { code, signal };
      for (const watcher of this.watchers) watcher();
    });
    // If the bench dies, SIGKILL: nothing is left to wait for a graceful stop.
    this.forget = onCleanup(() => {
      if (!this.exited) this.process.kill('SIGKILL');
    });
  }

  get alive(): boolean {
    return this.exited === undefined;
  }

  /** The last lines of its output, for error messages. */
  tail(lines = 30): string {
    return this.output.split('\n').slice(-lines).join('\n');
  }

  /** Resolves with the first match of `pattern` in the output; rejects if the child exits or time runs out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.output.match(pattern);
        if (match) return finish(() => resolve(match));
        if (this.exited)
          finish(() => reject(new Error(`${this.name} exited (${this.exited!.code ?? this.exited!.signal}) before printing ${pattern}:\n${this.tail()}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`${this.name} did not print ${pattern} within ${timeoutMs} ms:\n${this.tail()}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.watchers.delete(check);
        settle();
      };
      this.watchers.add(check);
      check();
    });
  }

  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.exited) return this.forget();
    const gone = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    await gone;
    clearTimeout(timer);
    this.forget();
  }
}
