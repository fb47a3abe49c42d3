import { describe, expect, it } from 'vitest';
import type { DeploymentConfig, RoutingStrategy } from '../../src/catalog/deployments.js';
import { ProviderError } from '../../src/providers/contracts/provider-error.js';
import { chooseDeployment } from '../../src/providers/routing/choose-deployment.js';
import { DEFAULT_DEPLOYMENT_SETTINGS, Deployment, type DeploymentSettings } from '../../src/providers/routing/deployment.js';
import { DeploymentPool } from '../../src/providers/routing/deployment-pool.js';

const SETTINGS: DeploymentSettings = { ...DEFAULT_DEPLOYMENT_SETTINGS, failuresToCool: 3, failureWindowMs: 10_000, cooldownMs: 1000, cooldownMaxMs: 4000 };

function deployment(id: string, extra: Partial<DeploymentConfig> = {}, settings = SETTINGS): Deployment {
  const config: DeploymentConfig = { id, weight: 1, route: { engine: 'openai-compatible', baseUrl: `http://${id}.internal/v1` }, ...extra };
  return new Deployment(config, {}, id, settings);
}

const refused = () => new ProviderError('connection', 'connection refused');
const tooMany = (seconds: number) => new ProviderError('overloaded', 'slow down', { status: 429, retryAfterSeconds: seconds });

function counts(strategy: RoutingStrategy, deployments: Deployment[], picks: number): number[] {
  const tally = deployments.map(() => 0);
  for (let pick = 0; pick < picks; pick += 1) tally[chooseDeployment(strategy, deployments, 1000)]! += 1;
  return tally;
}

describe('choosing a deployment', () => {
  it('weighted spreads the picks in proportion to the weights', () => {
    const tally = counts('weighted', [deployment('a', { weight: 3 }), deployment('b', { weight: 1 })], 8000);
    expect(tally[0]! / 8000).toBeGreaterThan(0.72);
    expect(tally[0]! / 8000).toBeLessThan(0.78);
  });

  it('least-busy picks the deployment with the fewest in flight, the heavier on a tie, and spreads equal ties', () => {
    const [a, b, c] = [deployment('a'), deployment('b', { weight: 2 }), deployment('c')];
    a.inFlight = 2;
    b.inFlight = 1;
    c.inFlight = 0;
    expect(chooseDeployment('least-busy', [a, b, c], 1000)).toBe(2);
    c.inFlight = 1;
    expect(chooseDeployment('least-busy', [a, b, c], 1000)).toBe(1);
    const tally = counts('least-busy', [deployment('x'), deployment('y'), deployment('z')], 3000);
    for (const count of tally) expect(count).toBeGreaterThan(800);
  });

  it('least-busy sends nothing to a deployment whose last answer failed while another is usable', () => {
    const [failing, busy] = [deployment('failing'), deployment('busy')];
    failing.failed(1000, refused());
    busy.inFlight = 5;
    expect(chooseDeployment('least-busy', [failing, busy], 1500)).toBe(1);
    // once the failure window has passed it is back in the running
    expect(chooseDeployment('least-busy', [failing, busy], 1000 + SETTINGS.failureWindowMs + 1)).toBe(0);
  });

  it('least-busy sends the probe to a deployment whose cooldown ended, though its last answer failed', () => {
    const [cooled, other] = [deployment('cooled'), deployment('other')];
    for (const at of [0, 1, 2]) cooled.failed(at, refused());
    other.inFlight = 3;
    expect(chooseDeployment('least-busy', [cooled, other], 500)).toBe(1); // cooling
    expect(chooseDeployment('least-busy', [cooled, other], cooled.cooldownUntil)).toBe(0); // half-open: its probe goes out
  });

  it('latency prefers the lowest mean time to first byte, weighed by what is in flight', () => {
    const [fast, slow] = [deployment('fast'), deployment('slow')];
    fast.succeeded(1000, 10);
    slow.succeeded(1000, 50);
    expect(chooseDeployment('latency', [fast, slow], 1000)).toBe(0);
    fast.inFlight = 9; // 10 ms × 10 waiting beats nothing against 50 ms × 1
    expect(chooseDeployment('latency', [fast, slow], 1000)).toBe(1);
  });

  it('skips deployments at their own limits and the ones already tried', () => {
    const [capped, open] = [deployment('capped', { maxConcurrent: 1 }), deployment('open')];
    capped.inFlight = 1;
    open.inFlight = 7;
    expect(chooseDeployment('least-busy', [capped, open], 1000)).toBe(1);
    expect(chooseDeployment('least-busy', [capped, open], 1000, 0b10)).toBe(-1);
    const perMinute = deployment('per-minute', { requestsPerMinute: 2 });
    perMinute.begin(1000);
    perMinute.begin(1001);
    expect(perMinute.usable(1002)).toBe(false);
    expect(perMinute.usable(61_001)).toBe(true);
  });
});

describe('deployment health', () => {
  it('cools down after N retryable failures within the window, not when they are spread wider', () => {
    const spread = deployment('spread');
    for (const at of [0, 6000, 12_000]) spread.failed(at, refused());
    expect(spread.health(12_000)).toBe('healthy');
    const failing = deployment('failing');
    for (const at of [0, 100, 200]) failing.failed(at, refused());
    expect(failing.health(300)).toBe('cooling');
    expect(failing.usable(300)).toBe(false);
    expect(failing.cooldownUntil).toBe(200 + SETTINGS.cooldownMs);
  });

  it('lets one probe through after the cooldown; a failed probe doubles the cooldown up to the maximum, a success ends it', () => {
    const failing = deployment('failing');
    for (const at of [0, 1, 2]) failing.failed(at, refused());
    let now = failing.cooldownUntil;
    const lengths: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      expect(failing.health(now)).toBe('probing');
      expect(failing.usable(now)).toBe(true);
      failing.begin(now);
      expect(failing.usable(now)).toBe(false); // one probe at a time
      failing.end();
      failing.failed(now, refused());
      lengths.push(failing.cooldownUntil - now);
      now = failing.cooldownUntil;
    }
    expect(lengths).toEqual([2000, 4000, 4000, 4000]);
    failing.begin(now);
    failing.end();
    failing.succeeded(now, 20);
    expect(failing.health(now)).toBe('healthy');
    for (const at of [1, 2, 3]) failing.failed(now + at, refused());
    expect(failing.cooldownUntil - (now + 3)).toBe(SETTINGS.cooldownMs); // the escalation started over
  });

  it('a 429 with Retry-After cools the deployment for exactly that long, at the first one', () => {
    const limited = deployment('limited');
    limited.failed(5000, tooMany(7));
    expect(limited.health(5000)).toBe('cooling');
    expect(limited.cooldownUntil).toBe(12_000);
    expect(limited.usable(11_999)).toBe(false);
    expect(limited.usable(12_000)).toBe(true);
  });
});

describe('DeploymentPool.run', () => {
  const pool = (deployments: Deployment[], settings = SETTINGS) => new DeploymentPool('model', deployments, { strategy: 'least-busy' }, settings);
  const signal = new AbortController().signal;

  it('fails over to another deployment on a retryable failure, and names the one that answered', async () => {
    const [down, up] = [deployment('down'), deployment('up')];
    up.inFlight = 3; // so `down` is chosen first: fewest in flight
    const answered = await pool([down, up]).run(async (chosen) => {
      if (chosen.id === 'down') throw refused();
      return 'answer';
    }, signal);
    expect(answered).toMatchObject({ value: 'answer', deployment: { id: 'up' } });
    expect(down.errors).toBe(1);
    expect(up.inFlight).toBe(3);
    expect(down.inFlight).toBe(0);
  });

  it('does not retry a request the upstream refused as invalid, nor count it against the deployment', async () => {
    const [a, b] = [deployment('a'), deployment('b')];
    const tried: string[] = [];
    const run = pool([a, b]).run(async (chosen) => {
      tried.push(chosen.id);
      throw new ProviderError('rejected', 'bad request', { status: 400 });
    }, signal);
    await expect(run).rejects.toMatchObject({ failure: 'rejected' });
    expect(tried).toHaveLength(1);
    expect(a.errors + b.errors).toBe(0);
  });

  it('stops after DEPLOYMENT_MAX_ATTEMPTS and throws the last failure', async () => {
    const deployments = ['a', 'b', 'c'].map((id) => deployment(id));
    const tried: string[] = [];
    const run = pool(deployments, { ...SETTINGS, maxAttempts: 2 }).run(async (chosen) => {
      tried.push(chosen.id);
      throw refused();
    }, signal);
    await expect(run).rejects.toMatchObject({ failure: 'connection' });
    expect(tried).toHaveLength(2);
    expect(new Set(tried).size).toBe(2);
  });

  it('answers at capacity (503 with a retry delay) when every deployment is cooling or at its limits', async () => {
    const [cooling, capped] = [deployment('cooling'), deployment('capped', { maxConcurrent: 1 })];
    cooling.failed(Date.now(), tooMany(30));
    capped.inFlight = 1;
    const run = pool([cooling, capped]).run(async () => 'never', signal);
    await expect(run).rejects.toMatchObject({ failure: 'overloaded', details: { status: 503, retryAfterSeconds: 1 } });
  });

  it('keeps a stream in flight on its deployment until the hold signal aborts', async () => {
    const only = deployment('only');
    const ended = new AbortController();
    await pool([only]).run(async () => 'stream', signal, ended.signal);
    expect(only.inFlight).toBe(1);
    ended.abort();
    expect(only.inFlight).toBe(0);
  });
});
