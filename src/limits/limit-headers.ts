// The x-ratelimit-* headers and the 429 errors, as the reference service sends them. Request
// headers describe the binding request window (the minute or the day, whichever has fewer requests
// left; on a 429 the one that refused), so x-ratelimit-reset-requests is the moment a retry can
// succeed. Token headers describe the minute's token window.
import { tooManyRequests, type ApiError } from '../errors.js';
import type { WindowType } from './limit-table.js';
import { secondsUntil, unixSeconds } from './windows.js';

/** One window counter as an admission last saw it. */
export interface WindowState {
  type: WindowType;
  key: string;
  limit: number;
  /** The counter, including this request when it was admitted. */
  count: number;
  endsAt: number;
}

/** Who the limit is kept for, as x-ratelimit-type names it. */
export type LimitHolder = 'user' | 'api_key' | 'global';

const remaining = (window: WindowState) => Math.max(0, window.limit - window.count);

function bindingRequestWindow(windows: WindowState[], refused?: WindowState): WindowState | undefined {
  if (refused && refused.type !== 'TPM') return refused;
  const requests = windows.filter((window) => window.type !== 'TPM');
  return requests.reduce<WindowState | undefined>((best, window) => (!best || remaining(window) < remaining(best) ? window : best), undefined);
}

export function windowHeaders(windows: WindowState[], holder: LimitHolder, nowMs: number, refused?: WindowState): Record<string, string> {
  const headers: Record<string, string> = {};
  const requests = bindingRequestWindow(windows, refused);
  if (requests) {
    headers['x-ratelimit-limit-requests'] = String(requests.limit);
    headers['x-ratelimit-remaining-requests'] = String(remaining(requests));
    headers['x-ratelimit-reset-requests'] = String(unixSeconds(requests.endsAt));
  }
  const tokens = windows.find((window) => window.type === 'TPM');
  if (tokens) {
    headers['x-ratelimit-limit-tokens'] = String(tokens.limit);
    headers['x-ratelimit-remaining-tokens'] = String(remaining(tokens));
    headers['x-ratelimit-reset-tokens'] = String(secondsUntil(tokens.endsAt, nowMs));
  }
  if (requests || tokens) headers['x-ratelimit-type'] = holder;
  return headers;
}

const LIMIT_WORDS: Record<WindowType, string> = { RPM: 'requests per minute', RPD: 'requests per day', TPM: 'tokens per minute' };

/** The 429 for a full window: its headers say when to retry. */
export function windowExceeded(windows: WindowState[], refused: WindowState, holder: LimitHolder, scopeId: string, nowMs: number): ApiError {
  const headers = windowHeaders(windows, holder, nowMs, refused);
  headers['Retry-After'] = String(Math.max(1, secondsUntil(refused.endsAt, nowMs)));
  const error = `Rate limit exceeded: ${refused.limit} ${LIMIT_WORDS[refused.type]} for ${scopeId}; retry after ${new Date(refused.endsAt).toISOString()}`;
  return tooManyRequests(error, headers);
}

/**
 * The 429 of the JSON-RPC proxy, in the reference service's own header names: X-RateLimit-Limit,
 * -Remaining and -Reset (Unix seconds), sent only on the 429.
 */
export function rpcWindowExceeded(refused: WindowState, nowMs: number): ApiError {
  const headers = {
    'X-RateLimit-Limit': String(refused.limit),
    'X-RateLimit-Remaining': String(remaining(refused)),
    'X-RateLimit-Reset': String(unixSeconds(refused.endsAt)),
    'Retry-After': String(Math.max(1, secondsUntil(refused.endsAt, nowMs))),
  };
  return tooManyRequests(
    `Rate limit exceeded: ${refused.limit} ${LIMIT_WORDS[refused.type]} for JSON-RPC; retry after ${new Date(refused.endsAt).toISOString()}`,
    headers,
  );
}

export type BudgetType = 'FAILED_REQUESTS' | 'UNSUPPORTED_FEATURE_REQUESTS';

const BUDGET_WORDS: Record<BudgetType, string> = {
  FAILED_REQUESTS: 'failed requests',
  UNSUPPORTED_FEATURE_REQUESTS: 'requests for features the model does not support',
};

/** The 429 of an exhausted error budget: x-ratelimit-remaining and -resets instead of the window headers. */
export function budgetExceeded(
  type: BudgetType,
  threshold: number,
  windowMs: number,
  clearsAt: number,
  holder: LimitHolder,
  scopeId: string,
  nowMs: number,
): ApiError {
  const headers = {
    'x-ratelimit-remaining': '0',
    'x-ratelimit-resets': String(unixSeconds(clearsAt)),
    'x-ratelimit-type': holder,
    'Retry-After': String(Math.max(1, secondsUntil(clearsAt, nowMs))),
  };
  const customMessage = `${type}: more than ${threshold} ${BUDGET_WORDS[type]} in ${windowMs / 1000} seconds for ${scopeId}; requests are refused until ${new Date(clearsAt).toISOString()}`;
  return tooManyRequests(`Too many ${BUDGET_WORDS[type]} (> ${threshold})`, headers, { customMessage });
}
