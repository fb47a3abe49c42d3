// The HTTP hop to a network's node: one pooled undici Agent for every node (never global fetch,
// see docs/decisions/0004), a connect timeout, an idle timeout for the answer's headers
// and body, an overall deadline, and a bound on the answer's size (a node can return hundreds of
// megabytes for an unbounded eth_getLogs; we hold the answer in memory to bill it).
// Anything but a 2xx JSON-RPC answer is the node's failure: a 502, and the caller pays nothing.
// The node's URL never appears in an error: operators put provider API keys in it.
import { Agent, request } from 'undici';
import { apiError, ApiError } from '../errors.js';
import { isPlainObject } from '../plain-object.js';

const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;
const DEADLINE_MS = 60_000;
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

// Process-wide: sockets to the same node are reused across requests, whatever app instance asks.
const agent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS }, keepAliveTimeout: 30_000 });

export interface NodeAnswer {
  /** The node's bytes, forwarded as they came: JSON.parse would round integers above 2^53 (Solana lamport totals). */
  raw: Buffer;
  /** The same answer parsed, for billing only. */
  parsed: unknown;
}

export const nodeUnavailable = (network: string, why: string) =>
  apiError('UPSTREAM_UNAVAILABLE', { message: `The node of ${network} ${why}; nothing was charged` });

const isAnswerItem = (value: unknown): boolean => isPlainObject(value) && ('result' in value || 'error' in value);

/** A JSON-RPC answer: one response object, or a non-empty array of them. */
export function isJsonRpcAnswer(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 && value.every(isAnswerItem) : isAnswerItem(value);
}

async function readBounded(body: AsyncIterable<Buffer>, network: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) throw nodeUnavailable(network, `answered more than ${MAX_ANSWER_BYTES / (1024 * 1024)} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** POSTs `payload` (JSON text) to the node and returns its JSON-RPC answer, or throws the 502. */
export async function forwardToNode(network: string, url: string, payload: string, signal: AbortSignal): Promise<NodeAnswer> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]);
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: payload,
      signal: deadline,
      dispatcher: agent,
      headersTimeout: IDLE_TIMEOUT_MS,
      bodyTimeout: IDLE_TIMEOUT_MS,
    });
  } catch (error) {
    if (signal.aborted) throw error; // the client left; the pipeline releases the reservation
    throw nodeUnavailable(network, 'could not be reached');
  }
  let raw: Buffer;
  try {
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw nodeUnavailable(network, `answered HTTP ${response.statusCode}`);
    }
    raw = await readBounded(response.body as AsyncIterable<Buffer>, network);
  } catch (error) {
    response.body.destroy();
    if (error instanceof ApiError || signal.aborted) throw error;
    throw nodeUnavailable(network, 'broke off its answer');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw nodeUnavailable(network, 'did not answer JSON');
  }
  if (!isJsonRpcAnswer(parsed)) throw nodeUnavailable(network, 'did not answer JSON-RPC');
  return { raw, parsed };
}
