// One deployment of a model and what the router knows of it: requests in flight, its per-minute
// counts, a moving window of its time to first byte, and its health. Health is passive (each
// answer counts) and optionally active (a periodic probe: health-probe.ts). All state is numbers
// updated in place: choosing a deployment and recording an outcome allocate nothing.
import type { DeploymentConfig } from '../../catalog/deployments.js';
import type { EngineRoute } from '../../catalog/engine-routes.js';
import type { ProviderError } from '../contracts/provider-error.js';
import type { EngineInstance } from '../contracts/engine-instance.js';

/** Passive health and failover (DEPLOYMENT_* settings, src/config/environment.ts). */
export interface DeploymentSettings {
  /** Retryable failures within `failureWindowMs` that cool a deployment down. */
  failuresToCool: number;
  failureWindowMs: number;
  /** The first cooldown; each further one while the deployment keeps failing doubles, up to `cooldownMaxMs`. */
  cooldownMs: number;
  cooldownMaxMs: number;
  /** Deployments one request may try before the caller's fallbacks (the first included). */
  maxAttempts: number;
  /** No further deployment is tried once this long has passed since the first attempt began. */
  retryBudgetMs: number;
}

export const DEFAULT_DEPLOYMENT_SETTINGS: DeploymentSettings = {
  failuresToCool: 3,
  failureWindowMs: 30_000,
  cooldownMs: 5_000,
  cooldownMaxMs: 300_000,
  maxAttempts: 3,
  retryBudgetMs: 30_000,
};

export type DeploymentHealth = 'healthy' | 'cooling' | 'probing' | 'down';

const LATENCY_SAMPLES = 16;
const MINUTE_MS = 60_000;

export class Deployment {
  readonly id: string;
  readonly weight: number;
  readonly route: EngineRoute;
  readonly config: DeploymentConfig;
  /** In flight now; counted from the choice until the answer (a stream: until it ends). */
  inFlight = 0;
  requests = 0;
  errors = 0;
  cooldowns = 0;
  /** Cooled down until this time (ms since the epoch); 0 when never. */
  cooldownUntil = 0;
  /** The cooldown ended: the next request is the probe (half-open); its outcome settles the health. */
  halfOpen = false;
  /** The half-open probe is in flight: nothing else is sent until it answers. */
  probing = false;
  /** The active probe's last answer failed: out of rotation until one succeeds. */
  probeDown = false;
  lastFailureAt = 0;
  lastSuccessAt = 0;
  /** Consecutive cooldowns without a success between them (sets the next cooldown's length). */
  private level = 0;
  private readonly failureTimes: Float64Array;
  private failurePosition = 0;
  private failureCount = 0;
  private readonly latencies = new Float64Array(LATENCY_SAMPLES);
  private latencyPosition = 0;
  private latencyCount = 0;
  private latencySum = 0;
  private minuteStart = 0;
  private minuteRequests = 0;
  private minuteTokens = 0;

  constructor(
    config: DeploymentConfig,
    readonly engine: EngineInstance,
    /** The model name this deployment's engine knows. */
    readonly engineModel: string,
    private readonly settings: DeploymentSettings,
  ) {
    this.id = config.id;
    this.weight = config.weight;
    this.route = config.route;
    this.config = config;
    this.failureTimes = new Float64Array(Math.max(1, settings.failuresToCool));
  }

  /** Whether a request may be sent here now: not cooling, not probed down, not waiting on a probe, under its limits. */
  usable(now: number): boolean {
    if (this.probeDown || now < this.cooldownUntil || this.probing) return false;
    const { maxConcurrent, requestsPerMinute, tokensPerMinute } = this.config;
    if (maxConcurrent !== undefined && this.inFlight >= maxConcurrent) return false;
    if (requestsPerMinute === undefined && tokensPerMinute === undefined) return true;
    this.rollMinute(now);
    if (requestsPerMinute !== undefined && this.minuteRequests >= requestsPerMinute) return false;
    return tokensPerMinute === undefined || this.minuteTokens < tokensPerMinute;
  }

  /**
   * Failed on its last answer within the failure window: least-busy and latency send here only when
   * nothing else is usable. Not once a cooldown ended: its probe must go out, or it would stay out.
   */
  failingRecently(now: number): boolean {
    return !this.halfOpen && this.lastFailureAt > this.lastSuccessAt && now - this.lastFailureAt < this.settings.failureWindowMs;
  }

  /** Mean time to first byte over the last answers, in ms; 0 before any (tried first, to learn it). */
  averageLatencyMs(): number {
    return this.latencyCount === 0 ? 0 : this.latencySum / this.latencyCount;
  }

  /** When a limit or the cooldown lets a request through again (ms since the epoch), for Retry-After. */
  availableAt(now: number): number {
    if (now < this.cooldownUntil) return this.cooldownUntil;
    const { maxConcurrent } = this.config;
    if (this.probeDown || this.probing || (maxConcurrent !== undefined && this.inFlight >= maxConcurrent)) return now + 1000;
    return this.minuteStart + MINUTE_MS;
  }

  begin(now: number): void {
    this.inFlight += 1;
    this.requests += 1;
    this.rollMinute(now);
    this.minuteRequests += 1;
    if (this.halfOpen) this.probing = true;
  }

  /** The request left this deployment (answered, failed or abandoned). An abandoned probe lets the next request probe. */
  end(): void {
    this.inFlight -= 1;
    this.probing = false;
  }

  addTokens(now: number, tokens: number): void {
    this.rollMinute(now);
    this.minuteTokens += tokens;
  }

  /** An answer: the cooldown's escalation and the failure count start over, the latency is recorded. */
  succeeded(now: number, latencyMs: number): void {
    this.lastSuccessAt = now;
    this.halfOpen = false;
    this.level = 0;
    this.failureCount = 0;
    if (this.latencyCount === LATENCY_SAMPLES) this.latencySum -= this.latencies[this.latencyPosition]!;
    else this.latencyCount += 1;
    this.latencies[this.latencyPosition] = latencyMs;
    this.latencySum += latencyMs;
    this.latencyPosition = (this.latencyPosition + 1) % LATENCY_SAMPLES;
  }

  /**
   * A retryable failure (refused, reset, timed out, 429, 5xx). A 429 with Retry-After cools the
   * deployment for that long; a failed probe cools it again, for longer; otherwise it cools once
   * `failuresToCool` failures fall within the window.
   */
  failed(now: number, error: ProviderError): void {
    this.errors += 1;
    this.lastFailureAt = now;
    const retryAfter = error.details.retryAfterSeconds;
    if (error.details.status === 429 && retryAfter !== undefined) {
      this.coolFor(now, retryAfter * 1000);
      return;
    }
    if (this.halfOpen) {
      this.coolFor(now, this.nextCooldownMs());
      return;
    }
    const size = this.failureTimes.length;
    this.failureTimes[this.failurePosition] = now;
    this.failurePosition = (this.failurePosition + 1) % size;
    this.failureCount = Math.min(this.failureCount + 1, size);
    // the oldest of the last `size` failures sits at the next write position
    if (this.failureCount === size && now - this.failureTimes[this.failurePosition]! <= this.settings.failureWindowMs) {
      this.coolFor(now, this.nextCooldownMs());
    }
  }

  health(now: number): DeploymentHealth {
    if (this.probeDown) return 'down';
    if (now < this.cooldownUntil) return 'cooling';
    return this.halfOpen ? 'probing' : 'healthy';
  }

  private nextCooldownMs(): number {
    const length = Math.min(this.settings.cooldownMs * 2 ** this.level, this.settings.cooldownMaxMs);
    this.level = Math.min(this.level + 1, 30);
    return length;
  }

  private coolFor(now: number, milliseconds: number): void {
    this.cooldownUntil = now + milliseconds;
    this.cooldowns += 1;
    this.halfOpen = true;
    this.failureCount = 0;
  }

  private rollMinute(now: number): void {
    if (now - this.minuteStart < MINUTE_MS) return;
    this.minuteStart = now;
    this.minuteRequests = 0;
    this.minuteTokens = 0;
  }
}
