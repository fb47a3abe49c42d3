// A throwaway Redis server for the test run (Debian's redis-server, installed by `make
// system-packages`): no persistence, loopback only, a free port; stopped by the global teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './postgres-server.js';

export function findRedisServer(): string | undefined {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): void;
  /** Kills it at once (SIGKILL), as a crash would; resolves once the process is gone (its port refuses). */
  kill(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `port`: where to listen (a restart of a stopped server keeps its address); default: a free one. */
export async function startRedis(bin: string, directory: string, port?: number): Promise<RedisServer> {
  mkdirSync(directory, { recursive: true });
  port ??= await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory, '--protected-mode', 'yes'];
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${stderr}`);
    if (await accepts(port)) return { url: `redis://127.0.0.1:${port}`, port, stop: () => void child.kill('SIGTERM'), kill };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not accept connections on port ${port}: ${stderr}`);
}
