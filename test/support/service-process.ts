// The service as a process of its own (src/main.ts), as it runs in production: for tests that stop
// the database or Redis under it, or run several replicas. What it writes (its log) is kept, for a failure's report.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../src/app.js';

export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** The last 20 KB it wrote (stdout and stderr). */
  output(): string;
  /** SIGTERM, and waits for the exit (a graceful stop writes its settled charges). */
  stop(): Promise<void>;
}

export function startService(environment: NodeJS.ProcessEnv): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (text: string) => (output = (output + text).slice(-20_000));
  child.stderr!.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(`${line}\n`);
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (!listening) return;
      resolve({
        child,
        baseUrl: listening[1]!,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}: ${output}`)));
  });
}
