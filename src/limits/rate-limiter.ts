// services.limits: rate limits and error budgets per (caller, model). The inference flow calls
// admit() once it has resolved the model, before it reserves credits (pipeline step 6), sets
// admission.headers() on its response and calls admission.reconcile(tokens) with the real usage;
// failed requests and unsupported-feature requests are reported to the error budgets.
import { andThen, type Awaitable } from '../awaitable.js';
import type { Logger } from '../observability/logger.js';
import { randomUUID } from 'node:crypto';
import type { RateLimitClass } from '../../generated/operations.js';
import type { Principal } from '../principal.js';
import { walletOwner } from '../money.js';
import type { Catalog, CatalogModel } from '../catalog/catalog.js';
import { untimed, type StageClock } from '../observability/stage-timing.js';
import type { Database } from '../store/database.js';
import { ApiError } from '../errors.js';
import { Admission } from './admission.js';
import { recordBreach, type BreachType } from './breach-log.js';
import type { AdmitOutcome, BudgetProbe, CounterStore, WindowCharge } from './counter-store.js';
import { budgetExceeded, rpcWindowExceeded, windowExceeded, type BudgetType, type LimitHolder, type WindowState } from './limit-headers.js';
import { limitScope, type LimitScope } from './limit-scopes.js';
import type { WindowType } from './limit-table.js';
import type { LimitsConfig, Tier } from './limits-config.js';
import { windowAt } from './windows.js';

export interface AdmitRequest {
  principal: Principal;
  /** The catalog id of the model that will serve (after traits, mappings and characters). */
  modelId: string;
  /** The operation's `x-service-rate-limit` class: OPERATIONS[operationId].rateLimit. */
  rateLimitClass: RateLimitClass;
  /** Prompt tokens plus the most completion tokens the request may produce; token-limited classes only. */
  expectedTokens?: number;
  /** The request's stage timing: admission and its settlement count as the `limits` stage. */
  timing?: StageClock;
}

export interface BudgetEvent {
  principal: Principal;
  modelId: string;
  /** As in AdmitRequest; the endpoint-scoped classes keep their budgets per endpoint. */
  rateLimitClass: RateLimitClass;
}

export interface RateLimiterOptions {
  store: CounterStore;
  config: LimitsConfig;
  /** Where the model's limit class is read (the served models). */
  catalog: Pick<Catalog, 'models'>;
  /** Where breaches are logged; without one (tests of the counters alone) they are not. */
  database?: Database;
  /** Milliseconds since the Unix epoch; tests pass their own to drive windows. */
  clock?: () => number;
  logger?: Pick<Logger, 'error' | 'warn'>;
}

/** What an admission computed before asking the store, to build its answer from the store's outcome. */
interface PendingAdmission {
  caller: Caller;
  scope: LimitScope;
  tier: Tier;
  windows: WindowState[];
  budgets: readonly { type: BudgetType; probe: BudgetProbe }[];
  countedTokens: number;
  now: number;
  timing?: StageClock;
}

/** Who is limited: one API key, or one wallet (a `user` limit: the wallet is the whole customer). */
interface Caller {
  id: string;
  holder: LimitHolder;
  /** The account whose breach log records this caller's breaches; wallets have no account. */
  account?: { accountId: string; apiKeyId: string };
}

function callerOf(principal: Principal): Caller {
  if (principal.kind === 'wallet') return { id: walletOwner(principal.address), holder: 'user' };
  return { id: `key:${principal.keyId}`, holder: 'api_key', account: { accountId: principal.accountId, apiKeyId: principal.keyId } };
}

const WINDOW_TYPES: WindowType[] = ['RPM', 'RPD', 'TPM'];

/** A pair's error budgets: the kinds (to word the 429 of an exhausted one) and the probes the store reads. */
interface Budgets {
  kinds: readonly { type: BudgetType; probe: BudgetProbe }[];
  probes: BudgetProbe[];
}
const NO_BUDGETS: Budgets = { kinds: [], probes: [] };
/** Pairs whose budgets are kept; past this many the list starts over (each is remade on its next request). */
const MAX_KEPT_BUDGETS = 10_000;

export class RateLimiter {
  readonly config: LimitsConfig;
  readonly clock: () => number;
  private readonly warnedTiers = new Set<string>();
  private indexed: { models: readonly CatalogModel[]; byId: Map<string, CatalogModel> } | undefined;
  private readonly budgetsByBase = new Map<string, Budgets>();

  constructor(private readonly options: RateLimiterOptions) {
    this.config = options.config;
    this.clock = options.clock ?? Date.now;
  }

  /** The caller's tier; a key naming a tier the config no longer has gets the default (with a warning). */
  tierOf(principal: Principal): Tier {
    const id = (principal.kind === 'key' ? principal.rateLimitTier : undefined) ?? this.config.defaultTier;
    const tier = this.config.tiers[id];
    if (tier) return tier;
    if (!this.warnedTiers.has(id)) {
      this.warnedTiers.add(id);
      this.options.logger?.warn(`rate limits: tier ${id} is not in config/rate-limits.yaml; its keys get tier ${this.config.defaultTier}`);
    }
    return this.config.tiers[this.config.defaultTier]!;
  }

  /**
   * Admits the request, or rejects with the 429 (spec shape and headers) of the limit or budget it
   * hits. With the counters in this process an admission is answered at once; with Redis, once the
   * store has; a refusal always comes as a rejected promise.
   */
  admit(request: AdmitRequest): Awaitable<Admission> {
    return (request.timing ?? untimed).time('limits', () => this.admitNow(request));
  }

  private admitNow(request: AdmitRequest): Awaitable<Admission> {
    const scope = this.scopeOf(request.rateLimitClass, request.modelId);
    if (!scope) return Admission.unlimited;
    const caller = callerOf(request.principal);
    const tier = this.tierOf(request.principal);
    const limits = tier.limits[scope.limitClass];
    const now = this.clock();
    const base = counterBase(caller, scope);
    const tokenLimit = limits.tpm ?? 0;
    // One request larger than the whole token limit is still admitted, into an empty window.
    const countedTokens = Math.min(tokenLimit, Math.max(0, Math.ceil(request.expectedTokens ?? 0)));
    const windows: WindowState[] = [];
    const charges: WindowCharge[] = [];
    for (const type of WINDOW_TYPES) {
      const limit = type === 'RPM' ? limits.rpm : type === 'RPD' ? limits.rpd : limits.tpm;
      if (limit === null) continue;
      const window = windowAt(type, now);
      const key = `${base}:${type}:${window.index}`;
      windows.push({ type, key, limit, count: 0, endsAt: window.endsAt });
      charges.push({ key, limit, cost: type === 'TPM' ? countedTokens : 1, ttlMs: window.endsAt - now });
    }
    // Error budgets guard models from callers that keep failing; a JSON-RPC item's failure is the
    // node's answer, billed as such, so the proxy has none.
    const budgets = scope.limitClass === 'rpc' ? NO_BUDGETS : this.budgetProbes(base);
    const admitted = { caller, scope, tier, windows, budgets: budgets.kinds, countedTokens, now, timing: request.timing };
    return andThen(this.options.store.admit(budgets.probes, charges, now), (outcome) => this.conclude(admitted, outcome));
  }

  /**
   * The admission the store's outcome grants, or the 429 it calls for as a rejected promise (a first
   * breach is logged first): a refusal never throws from admit() itself.
   */
  private conclude(admitted: PendingAdmission, outcome: AdmitOutcome): Awaitable<Admission> {
    const { caller, scope, tier, windows, budgets, now } = admitted;
    if ('budget' in outcome) {
      const { type, probe } = budgets[outcome.budget]!;
      return Promise.reject(budgetExceeded(type, probe.threshold, probe.windowMs, outcome.clearsAt, caller.holder, scope.id, now));
    }
    windows.forEach((window, index) => (window.count = outcome.counts[index] ?? 0));
    if (!outcome.admitted) {
      const refused = windows[outcome.window]!;
      const refusal = scope.limitClass === 'rpc' ? rpcWindowExceeded(refused, now) : windowExceeded(windows, refused, caller.holder, scope.id, now);
      const logged = outcome.firstBreach ? this.logBreach(caller, scope, tier, refused.type, now) : Promise.resolve();
      return logged.then(() => Promise.reject(refusal));
    }
    const { store } = this.options;
    return new Admission({ store, clock: this.clock, holder: caller.holder, windows, countedTokens: admitted.countedTokens, timing: admitted.timing });
  }

  /**
   * A request admitted for this model was then refused: one asking for a feature the model lacks
   * counts against that budget, any other bad request of the caller's (callersFault) against the
   * failed-requests budget. Nothing else counts: our own failures (5xx), the limits' own 429s, a
   * 402 (the caller could not pay, which a top-up ends) and a 499 (the client left).
   */
  recordRefusal(event: BudgetEvent, error: unknown): Promise<void> {
    if (!(error instanceof ApiError) || !callersFault(error.status)) return Promise.resolve();
    return error.body.code === 'UNSUPPORTED_FEATURE' ? this.recordUnsupportedFeature(event) : this.recordFailure(event);
  }

  /** A request for this model failed on the caller's side (a 4xx other than 402, 429 and 499). */
  recordFailure(event: BudgetEvent): Promise<void> {
    return this.recordBudgetEvent(event, 'FAILED_REQUESTS');
  }

  /** A request asked this model for a feature it lacks (vision, tools, …). */
  recordUnsupportedFeature(event: BudgetEvent): Promise<void> {
    return this.recordBudgetEvent(event, 'UNSUPPORTED_FEATURE_REQUESTS');
  }

  close(): Promise<void> {
    return this.options.store.close();
  }

  private scopeOf(rateLimitClass: RateLimitClass, modelId: string): LimitScope | undefined {
    return limitScope(rateLimitClass, modelId, this.modelById(modelId));
  }

  /** The served model of an id, from an index of the catalog's models (made again if the catalog's list is replaced). */
  private modelById(modelId: string): CatalogModel | undefined {
    const models = this.options.catalog.models;
    if (this.indexed?.models !== models) this.indexed = { models, byId: new Map(models.map((model) => [model.record.id, model])) };
    return this.indexed.byId.get(modelId);
  }

  /** The error budgets of a (caller, scope) pair: the same for each of its requests, so kept (for a bounded number of pairs). */
  private budgetProbes(base: string): Budgets {
    let budgets = this.budgetsByBase.get(base);
    if (budgets) return budgets;
    const { windowMs, failedRequests, unsupportedFeatureRequests } = this.config.errorBudgets;
    const kinds: Budgets['kinds'] = [
      { type: 'FAILED_REQUESTS', probe: { key: `${base}:FAILED_REQUESTS`, threshold: failedRequests, windowMs } },
      { type: 'UNSUPPORTED_FEATURE_REQUESTS', probe: { key: `${base}:UNSUPPORTED_FEATURE_REQUESTS`, threshold: unsupportedFeatureRequests, windowMs } },
    ];
    budgets = { kinds, probes: kinds.map(({ probe }) => probe) };
    if (this.budgetsByBase.size >= MAX_KEPT_BUDGETS) this.budgetsByBase.clear();
    this.budgetsByBase.set(base, budgets);
    return budgets;
  }

  private async recordBudgetEvent(event: BudgetEvent, type: BudgetType): Promise<void> {
    const scope = this.scopeOf(event.rateLimitClass, event.modelId);
    // A JSON-RPC item's failure is the node's answer, billed as such: the proxy has no error budgets.
    if (!scope || scope.limitClass === 'rpc') return;
    const caller = callerOf(event.principal);
    const now = this.clock();
    const { probe } = this.budgetProbes(counterBase(caller, scope)).kinds.find((budget) => budget.type === type)!;
    const recorded = await this.options.store.recordEvent(probe, now, randomUUID());
    if (recorded.crossed) await this.logBreach(caller, scope, this.tierOf(event.principal), type, now);
  }

  /** Logged once per window (or budget crossing); a failed write is reported, never turned into a 500. */
  private async logBreach(caller: Caller, scope: LimitScope, tier: Tier, type: BreachType, now: number): Promise<void> {
    const database = this.options.database;
    if (!database || !caller.account) return;
    const breach = { ...caller.account, modelId: scope.id, tier: tier.id, type, at: new Date(now) };
    await recordBreach(database, breach).catch((error: unknown) => this.options.logger?.error('rate limits: could not log a breach:', error));
  }
}

/** The statuses of a request that failed through the caller's own fault: a 4xx other than 402, 429 and 499. */
export function callersFault(status: number): boolean {
  return status >= 400 && status < 500 && status !== 402 && status !== 429 && status !== 499;
}

/** The common part of a (caller, scope) pair's counter names; the braces are its Redis hash tag. */
function counterBase(caller: Caller, scope: LimitScope): string {
  return `{${caller.id}|${scope.id}}`;
}
