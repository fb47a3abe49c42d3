// The limit classes and their default per-(caller, model) limits. Text and embedding models come in
// four sizes (all embedding models are XS); image, audio and the two video endpoints have a class
// each (the reference API's published defaults); the JSON-RPC proxy has one per caller
// (`rpc`, 100 requests a minute), and so do the augment endpoints (`augment`, 60 a minute). Tiers in config/rate-limits.yaml override
// any of these numbers (limits-config.ts).
import { SIZE_CLASSES } from '../catalog/size-classes.js';

export const LIMIT_CLASSES = [...SIZE_CLASSES, 'image', 'audio', 'video_queue', 'video_retrieve', 'rpc', 'augment'] as const;
export type LimitClass = (typeof LIMIT_CLASSES)[number];

/** The three windowed limits, named as GET /api_keys/rate_limits and the breach log name them. */
export type WindowType = 'RPM' | 'RPD' | 'TPM';

export interface ClassLimits {
  /** Requests per minute (a fixed UTC minute). */
  rpm: number;
  /** Requests per day (a fixed UTC day, the same day as the DIEM epoch); null where there is no daily cap. */
  rpd: number | null;
  /** Prompt plus completion tokens per minute; null where the class is not metered in tokens. */
  tpm: number | null;
}

export type LimitTable = Record<LimitClass, ClassLimits>;

// RPM and TPM are the published defaults. RPD is not published: it is 200 × RPM everywhere, so a
// caller may run flat out for a little over three hours a day, or at a sixth of the rate all day,
// before the daily cap bites (docs/decisions/0008-rate-limits.md).
const RPD_PER_RPM = 200;
const limits = (rpm: number, tpm: number | null): ClassLimits => ({ rpm, rpd: rpm * RPD_PER_RPM, tpm });

export const DEFAULT_LIMITS: LimitTable = {
  XS: limits(500, 1_000_000),
  S: limits(75, 750_000),
  M: limits(50, 750_000),
  L: limits(20, 500_000),
  image: limits(20, null),
  audio: limits(60, null),
  video_queue: limits(40, null),
  video_retrieve: limits(120, null),
  // The only published JSON-RPC limit is per minute; its daily credit cap was withdrawn, so no RPD.
  rpc: { rpm: 100, rpd: null, tpm: null },
  // Web search, scraping and document parsing: one budget per caller across the three endpoints.
  augment: limits(60, null),
};

export function isLimitClass(value: unknown): value is LimitClass {
  return typeof value === 'string' && (LIMIT_CLASSES as readonly string[]).includes(value);
}
