// The pooled candidate with one of its three deployments killed: a c=64 window in which one mock
// upstream process is stopped a third of the way in. Every non-streamed request it held or is sent
// must be answered by another deployment: the client error rate should be 0.
import type { Candidate } from './candidates.js';
import type { LoadGenerator, ThroughputResult } from './load.js';

export interface FailoverFigures {
  answered: number;
  errors: number;
  /** Client errors over all requests, in percent. */
  errorRatePercent: number;
  perSecond: number;
  p99: number;
}

export async function runFailover(
  load: LoadGenerator,
  pooled: Candidate,
  settings: { concurrency: number; seconds: number },
  kill: () => Promise<void>,
): Promise<{ figures: FailoverFigures; result: ThroughputResult }> {
  const killing = new Promise<void>((resolve, reject) => {
    setTimeout(() => kill().then(resolve, reject), (settings.seconds * 1000) / 3);
  });
  const [result] = await Promise.all([
    load.run({ kind: 'throughput', target: pooled.target, concurrency: settings.concurrency, seconds: settings.seconds }),
    killing,
  ]);
  const total = result.requests + result.errorCount;
  return {
    result,
    figures: {
      answered: result.requests,
      errors: result.errorCount,
      errorRatePercent: total === 0 ? Number.NaN : (100 * result.errorCount) / total,
      perSecond: result.perSecond,
      p99: result.p99,
    },
  };
}
