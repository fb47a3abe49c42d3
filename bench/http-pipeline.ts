// End-to-end cost of the pipeline over HTTP on loopback: a real app (embedded database in a temp
// folder), keep-alive connections, a fixed number of requests at a fixed concurrency. The client
// shares the 2 cores with the server, so compare runs on the same machine only.
//   npm run bench -- http
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

async function hammer(port: number, path: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const outgoing = request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${path} answered ${response.statusCode}`));
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  const worker = async () => {
    while (next < TOTAL) {
      next += 1;
      await one();
    }
  };
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2);
  console.log(
    `  ${path.padEnd(22)} ${(TOTAL / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  ` +
      `CPU (server+client) ${((cpu.user + cpu.system) / TOTAL).toFixed(0)} µs/req`,
  );
}

export async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const app = await buildApp({ dataDir, logger: { error: console.error, warn: () => undefined, info: () => undefined } });
  const server = createServer(app.koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  app.listening(`http://127.0.0.1:${port}`);
  console.log(`http pipeline: ${TOTAL} requests, concurrency ${CONCURRENCY}, server and client in one process`);
  try {
    await hammer(port, '/api/v1/models', {});
    await hammer(port, '/api/v1/api_keys', { authorization: `Bearer ${app.bootstrap.adminKey!.secret}` });
  } finally {
    server.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
