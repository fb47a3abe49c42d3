// Names the signal that ended a vitest worker process. Vitest reports a lost worker only as "Worker
// exited unexpectedly"; a native crash (a segmentation fault) leaves no other trace, since V8's own
// SIGSEGV handler keeps it out of the kernel's log. Installed once in the vitest process (global setup).
import { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';

const CRASHES = new Set(['SIGSEGV', 'SIGBUS', 'SIGABRT', 'SIGILL', 'SIGFPE']);
const installed = globalThis as { workerCrashReport?: true };

export function reportWorkerCrashes(): void {
  if (installed.workerCrashReport) return;
  installed.workerCrashReport = true;
  ChildProcess.prototype.emit = function emit(this: ChildProcess, event: string | symbol, ...args: unknown[]): boolean {
    const signal = args[1];
    if (event === 'exit' && typeof signal === 'string' && CRASHES.has(signal) && this.spawnargs.some((arg) => arg.includes('vitest'))) {
      console.error(`vitest worker process ${this.pid} was ended by ${signal} (a crash in native code: see docs/decisions/0058)`);
    }
    return EventEmitter.prototype.emit.call(this, event, ...args);
  };
}
