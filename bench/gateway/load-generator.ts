// The load generator process (forked by load.ts): runs one command at a time on undici keep-alive
// connections and answers with percentiles. Every phase opens its own connections and closes them
// at the end, so no candidate inherits another's sockets.
import { Client, Pool, type Dispatcher } from 'undici';
import type { Command, ErrorSample, Errors, LatencyResult, Reply, StreamResult, Target, ThroughputResult } from './load.js';
import { percentile, sortedCopy } from './statistics.js';

const now = (): number => Number(process.hrtime.bigint()) / 1e6;

/** Keeps a count and a few distinct samples of the failures of one phase. */
class ErrorLog {
  private count = 0;
  private readonly samples = new Map<string, ErrorSample>();

  add(sample: ErrorSample): void {
    this.count += 1;
    const key = `${sample.status ?? ''} ${sample.message}`;
    if (this.samples.size < 5 && !this.samples.has(key)) this.samples.set(key, sample);
  }

  summary(): Errors {
    return { errorCount: this.count, errors: [...this.samples.values()] };
  }
}

function options(target: Target, stream: boolean): Dispatcher.RequestOptions {
  return {
    path: target.path,
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: stream ? target.streamBody : target.body,
  };
}

/** One plain request: its latency in ms (headers and the whole body), or undefined when it failed. */
async function plain(dispatcher: Dispatcher, target: Target, errors: ErrorLog): Promise<number | undefined> {
  const started = now();
  try {
    const response = await dispatcher.request(options(target, false));
    if (response.statusCode !== 200) {
      errors.add({ status: response.statusCode, message: (await response.body.text()).slice(0, 300) });
      return undefined;
    }
    await response.body.arrayBuffer();
    return now() - started;
  } catch (error) {
    errors.add({ message: (error as Error).message });
    return undefined;
  }
}

/** One streamed request: first body byte and end, in ms from the send; undefined when it failed. */
async function streamed(dispatcher: Dispatcher, target: Target, errors: ErrorLog): Promise<{ firstByte: number; end: number } | undefined> {
  const started = now();
  try {
    const response = await dispatcher.request(options(target, true));
    if (response.statusCode !== 200) {
      errors.add({ status: response.statusCode, message: (await response.body.text()).slice(0, 300) });
      return undefined;
    }
    let firstByte: number | undefined;
    let tail = '';
    for await (const part of response.body) {
      firstByte ??= now() - started;
      // Only the tail is kept: enough to see the stream ended with [DONE] and not mid-way.
      tail = (tail + (part as Buffer).toString('utf8')).slice(-64);
    }
    const end = now() - started;
    if (firstByte === undefined || !tail.includes('[DONE]')) {
      errors.add({ status: 200, message: `stream did not end with [DONE]: …${tail}` });
      return undefined;
    }
    return { firstByte, end };
  } catch (error) {
    errors.add({ message: (error as Error).message });
    return undefined;
  }
}

async function latency(target: Target, warmup: number, count: number): Promise<LatencyResult> {
  // One connection, one request at a time: the latency of a lone caller on a warm connection.
  const client = new Client(target.origin, { keepAliveTimeout: 60_000 });
  try {
    const discard = new ErrorLog();
    for (let index = 0; index < warmup; index += 1) await plain(client, target, discard);
    const errors = new ErrorLog();
    const samples: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const took = await plain(client, target, errors);
      if (took !== undefined) samples.push(took);
    }
    const sorted = sortedCopy(samples);
    return { kind: 'latency', count: samples.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), ...errors.summary() };
  } finally {
    await client.close();
  }
}

async function throughput(target: Target, concurrency: number, seconds: number): Promise<ThroughputResult> {
  // A closed loop: each of `concurrency` callers sends its next request when the last one ends.
  const pool = new Pool(target.origin, { connections: concurrency, keepAliveTimeout: 60_000 });
  try {
    const errors = new ErrorLog();
    const samples: number[] = [];
    const started = now();
    const deadline = started + seconds * 1000;
    const caller = async () => {
      while (now() < deadline) {
        const took = await plain(pool, target, errors);
        if (took !== undefined) samples.push(took);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, caller));
    const elapsed = (now() - started) / 1000;
    const sorted = sortedCopy(samples);
    return {
      kind: 'throughput',
      requests: samples.length,
      seconds: elapsed,
      perSecond: samples.length / elapsed,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      ...errors.summary(),
    };
  } finally {
    await pool.close();
  }
}

async function stream(target: Target, warmup: number, count: number): Promise<StreamResult> {
  const client = new Client(target.origin, { keepAliveTimeout: 60_000 });
  try {
    const discard = new ErrorLog();
    for (let index = 0; index < warmup; index += 1) await streamed(client, target, discard);
    const errors = new ErrorLog();
    const firstBytes: number[] = [];
    const ends: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const took = await streamed(client, target, errors);
      if (took === undefined) continue;
      firstBytes.push(took.firstByte);
      ends.push(took.end);
    }
    return {
      kind: 'stream',
      count: ends.length,
      firstByteP50: percentile(sortedCopy(firstBytes), 0.5),
      endP50: percentile(sortedCopy(ends), 0.5),
      ...errors.summary(),
    };
  } finally {
    await client.close();
  }
}

function run(command: Command) {
  switch (command.kind) {
    case 'latency':
      return latency(command.target, command.warmup, command.count);
    case 'throughput':
      return throughput(command.target, command.concurrency, command.seconds);
    case 'stream':
      return stream(command.target, command.warmup, command.count);
  }
}

process.on('message', (message: { id: number; command: Command }) => {
  run(message.command).then(
    (result) => process.send!({ id: message.id, result } satisfies Reply),
    (error: unknown) => process.send!({ id: message.id, failure: (error as Error).stack ?? String(error) } satisfies Reply),
  );
});
// The parent closes the channel when it is done (or dies): nothing else keeps this process alive.
process.on('disconnect', () => process.exit(0));
