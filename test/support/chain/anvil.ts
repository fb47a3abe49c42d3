// A throwaway anvil node (Foundry's, from the @foundry-rs/anvil npm package) on loopback with
// Base's chain id 8453, so clients sign exactly as they would on Base. One per test file: it
// starts in well under a second and keeps each file's chain state its own.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../src/app.js';
import { freePort } from '../postgres-server.js';

export const ANVIL_BIN = join(PROJECT_ROOT, 'node_modules', '.bin', 'anvil');
export const BASE_CHAIN_ID = 8453;

export interface AnvilNode {
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

export interface AnvilOptions {
  chainId?: number;
  /** Seconds per block; unset means a block per transaction (automine). */
  blockTime?: number;
}

async function chainIdAt(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const body = (await response.json()) as { result?: string };
    return body.result ? Number.parseInt(body.result, 16) : undefined;
  } catch {
    return undefined;
  }
}

export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilNode> {
  const chainId = options.chainId ?? BASE_CHAIN_ID;
  const port = await freePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  const child = spawn(ANVIL_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const rpcUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`);
    if ((await chainIdAt(rpcUrl)) === chainId) return { rpcUrl, chainId, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`anvil did not answer eth_chainId on ${rpcUrl}: ${stderr}`);
}
