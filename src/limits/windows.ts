// Fixed windows aligned to the UTC clock: a minute window is the current UTC minute, a day window
// the current UTC day (the DIEM epoch). Every replica derives the same window from the time, so a
// counter is named by its window and needs no coordination beyond one atomic increment, and the
// reset headers are exact: the window's end (docs/decisions/0008-rate-limits.md).
import type { WindowType } from './limit-table.js';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export const WINDOW_LENGTH_MS: Record<WindowType, number> = { RPM: MINUTE_MS, RPD: DAY_MS, TPM: MINUTE_MS };

export interface Window {
  type: WindowType;
  /** Index of the window since the Unix epoch; part of the counter's name. */
  index: number;
  startsAt: number;
  endsAt: number;
}

export function windowAt(type: WindowType, nowMs: number): Window {
  const length = WINDOW_LENGTH_MS[type];
  const index = Math.floor(nowMs / length);
  return { type, index, startsAt: index * length, endsAt: (index + 1) * length };
}

/** Whole seconds from now until the window ends (at least 1 while it is open, so a client waits). */
export function secondsUntil(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** The Unix time, in whole seconds, of a moment (rounded up, so a client never retries early). */
export function unixSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
