// One replica for test/storage/rate-limits-replicas.test.ts: boots the real service (buildApp) on the
// shared PostgreSQL database and Redis named by DATABASE_URL and REDIS_URL, authenticates KEY,
// says "ready", waits for "go" on stdin, then makes ATTEMPTS admissions at once for MODEL and
// prints {"admitted": n, "refused": m}. The clock is fixed (CLOCK_MS) so both replicas share a window.
import { createInterface } from 'node:readline';
import { bootFixedClockReplica } from './fixed-clock-replica.js';
import { ApiError } from '../../src/errors.js';

const environment = process.env;
const app = await bootFixedClockReplica(environment);
const principal = await app.services.keys.authenticate(environment.KEY!);
if (!principal) throw new Error('the key does not authenticate');
console.log('ready');
await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
const outcomes = await Promise.allSettled(
  Array.from({ length: Number(environment.ATTEMPTS) }, () =>
    app.services.limits.admit({ principal, modelId: environment.MODEL!, rateLimitClass: 'text', expectedTokens: 10 }),
  ),
);
const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
const unexpected = refused.find((outcome) => !(outcome.reason instanceof ApiError && outcome.reason.status === 429));
if (unexpected) throw unexpected.reason;
console.log(JSON.stringify({ admitted: outcomes.length - refused.length, refused: refused.length }));
await app.close();
process.exit(0);
