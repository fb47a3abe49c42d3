// Concurrent paid chat requests against one or more service processes, recording every answer:
// for the fault tests, which stop a dependency under load and then compare the answers with the
// ledger. Each loop sends its next request when the last one was answered. Requests go to every
// pairing of replica and key in turn (a lane), so each replica serves each key.
import { expect } from 'vitest';
import type { Database } from '../../src/store/database.js';
import { errorCodeOf } from './error-body.js';

export interface PaidAnswer {
  status: number;
  requestId: string;
  retryAfter: string | null;
  /** The `cost.usd` the answer reported, when it reported one. */
  costUsd?: number;
  /** Which replica (index into baseUrls) and key (index into keys) it was sent with. */
  replica: number;
  key: number;
  /** When the request was sent and answered, in ms since the load began. */
  sentAt: number;
  answeredAt: number;
  code?: string;
}

export interface PaidLoadOptions {
  baseUrls: string[];
  /** The bearer key of each request, in turn. */
  keys: string[];
  concurrency: number;
  /** Sends until this returns true. */
  done: () => boolean;
  body?: unknown;
  /** Where the answers are recorded as they come (a test polls it while the load runs). */
  answers?: PaidAnswer[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function paidLoad(options: PaidLoadOptions): Promise<PaidAnswer[]> {
  const answers: PaidAnswer[] = options.answers ?? [];
  const body = JSON.stringify(options.body ?? { model: 'chat-basic', messages: [{ role: 'user', content: 'under load' }], max_tokens: 10 });
  const began = Date.now();
  let next = 0;
  const loop = async () => {
    while (!options.done()) {
      const turn = next++;
      const replica = turn % options.baseUrls.length;
      const key = Math.floor(turn / options.baseUrls.length) % options.keys.length;
      const sentAt = Date.now() - began;
      const response = await fetch(`${options.baseUrls[replica]}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.keys[key]}`, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      let parsed: { cost?: { usd?: number } } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // a body that is not JSON is recorded by its status alone
      }
      answers.push({
        status: response.status,
        requestId: response.headers.get('x-request-id') ?? '',
        retryAfter: response.headers.get('retry-after'),
        costUsd: parsed.cost?.usd,
        code: errorCodeOf(parsed) as string | undefined,
        replica,
        key,
        sentAt,
        answeredAt: Date.now() - began,
      });
      // A refused request is retried after a pause, as a client would, rather than in a tight loop.
      if (response.status >= 500) await sleep(25);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return answers;
}

/** Answers by status, for a failure's message. */
export function statusCounts(answers: PaidAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/**
 * When the service had shown it uses the dependency again (ms since the load began): the latest
 * answer among the first 200s, one per lane, to requests sent after the dependency was back at
 * `backAt`. Each lane's replica had reconnected by then, so every request sent later must succeed,
 * however long the reconnection took. Undefined until every lane has had such a 200.
 */
export function recoveredAt(answers: PaidAnswer[], backAt: number, lanes: number): number | undefined {
  const first = new Map<string, number>();
  for (const answer of answers) {
    if (answer.status !== 200 || answer.sentAt <= backAt) continue;
    const lane = `${answer.replica}/${answer.key}`;
    first.set(lane, Math.min(first.get(lane) ?? Number.POSITIVE_INFINITY, answer.answeredAt));
  }
  return first.size < lanes ? undefined : Math.max(...first.values());
}

/** Answers to requests sent after the service recovered (see recoveredAt); none before it has. */
export function sentAfterRecovery(answers: PaidAnswer[], backAt: number, lanes: number): PaidAnswer[] {
  const recovered = recoveredAt(answers, backAt, lanes);
  return recovered === undefined ? [] : answers.filter((answer) => answer.sentAt > recovered);
}

/**
 * What a fault test expects of the answers around an outage: only 200s and 503s (each with
 * SERVICE_UNAVAILABLE and a Retry-After), some 503s, and nothing but 200s for the requests sent
 * after every lane answered 200 again once the dependency was back (at `backAt`, ms since the load
 * began): a reconnection that failed some requests after it had served others would show here.
 */
export function expectOutageAnswers(answers: PaidAnswer[], backAt: number, lanes: number, refusedWhat: string): void {
  expect(
    answers.filter((answer) => answer.status !== 200 && answer.status !== 503),
    `answers by status: ${JSON.stringify(statusCounts(answers))}`,
  ).toEqual([]);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(refused.length, refusedWhat).toBeGreaterThan(0);
  for (const answer of refused) expect(answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
  expect(recoveredAt(answers, backAt, lanes), 'every lane answered 200 again after the dependency was back').toBeDefined();
  const afterwards = sentAfterRecovery(answers, backAt, lanes);
  expect(afterwards.length).toBeGreaterThan(0);
  expect(afterwards.filter((answer) => answer.status !== 200)).toEqual([]);
}

/** Request ids of the charges in the ledger, sorted. */
export async function chargedRequestIds(database: Database): Promise<string[]> {
  const rows = await database('ledger_entries').where({ kind: 'charge' }).select<{ request_id: string }[]>('request_id');
  return rows.map((row) => row.request_id).sort();
}

/** Request ids of the successful answers that reported a cost, sorted: what the ledger must hold. */
export function costedRequestIds(answers: PaidAnswer[]): string[] {
  return answers
    .filter((answer) => answer.status >= 200 && answer.status < 300 && (answer.costUsd ?? 0) > 0)
    .map((answer) => answer.requestId)
    .sort();
}
