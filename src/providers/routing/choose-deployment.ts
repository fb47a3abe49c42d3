// The routing strategies: which usable deployment takes the next request. Each is one pass (two
// for weighted) over a short array, with no allocation; `tried` is a bit mask of the deployments
// this request already failed on, which are not chosen again.
import type { RoutingStrategy } from '../../catalog/deployments.js';
import type { Deployment } from './deployment.js';

export type Random = () => number;

const skipped = (tried: number, index: number) => (tried & (1 << index)) !== 0;

/**
 * Fewest in flight; among equals the heavier weight, then a random one. A deployment that failed on
 * its last answer is chosen only when no other is usable: one that fails fast always has nothing in
 * flight, and would otherwise draw every request until its cooldown.
 */
function leastBusy(deployments: readonly Deployment[], now: number, tried: number, random: Random): number {
  let best = -1;
  let bestFailing = true;
  let ties = 0;
  for (let index = 0; index < deployments.length; index += 1) {
    const deployment = deployments[index]!;
    if (skipped(tried, index) || !deployment.usable(now)) continue;
    const failing = deployment.failingRecently(now);
    if (best >= 0) {
      const current = deployments[best]!;
      const order =
        failing !== bestFailing
          ? failing
            ? 1
            : -1
          : deployment.inFlight !== current.inFlight
            ? deployment.inFlight - current.inFlight
            : current.weight - deployment.weight;
      if (order > 0) continue;
      if (order === 0) {
        ties += 1;
        if (random() * ties >= 1) continue; // reservoir sampling: each of the tied is kept with equal chance
      } else ties = 1;
    } else ties = 1;
    best = index;
    bestFailing = failing;
  }
  return best;
}

/** At random in proportion to weight, among the usable ones. */
function weighted(deployments: readonly Deployment[], now: number, tried: number, random: Random): number {
  let total = 0;
  for (let index = 0; index < deployments.length; index += 1) {
    if (!skipped(tried, index) && deployments[index]!.usable(now)) total += deployments[index]!.weight;
  }
  if (total === 0) return -1;
  let point = random() * total;
  let last = -1;
  for (let index = 0; index < deployments.length; index += 1) {
    if (skipped(tried, index) || !deployments[index]!.usable(now)) continue;
    last = index;
    point -= deployments[index]!.weight;
    if (point < 0) return index;
  }
  return last;
}

/**
 * Lowest expected wait: the moving mean time to first byte times one more than the requests in
 * flight, so a fast deployment that is queueing yields to a slower idle one. One not measured yet
 * counts as 0 and is tried first; one failing recently only when nothing else is usable.
 */
function latency(deployments: readonly Deployment[], now: number, tried: number, random: Random): number {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  let ties = 0;
  for (let index = 0; index < deployments.length; index += 1) {
    const deployment = deployments[index]!;
    if (skipped(tried, index) || !deployment.usable(now)) continue;
    const score = (deployment.failingRecently(now) ? 1e12 : 0) + deployment.averageLatencyMs() * (deployment.inFlight + 1);
    if (score > bestScore) continue;
    if (score === bestScore) {
      ties += 1;
      if (random() * ties >= 1) continue;
    } else ties = 1;
    best = index;
    bestScore = score;
  }
  return best;
}

const STRATEGIES: Record<RoutingStrategy, typeof leastBusy> = { 'least-busy': leastBusy, weighted, latency };

/** The index of the deployment to try, or -1 when none is usable now. */
export function chooseDeployment(strategy: RoutingStrategy, deployments: readonly Deployment[], now: number, tried = 0, random: Random = Math.random): number {
  return STRATEGIES[strategy](deployments, now, tried, random);
}
