// Timestamps as the spec's `date-time` admits them (RFC 3339), which Date cannot always read.

/** An RFC 3339 date-time as a Date, or undefined when it cannot be one. A leap second (`…:60`) is
 * read as the next second, since Date has no leap seconds. */
export function parseDateTime(value: string): Date | undefined {
  const leapSecond = /^(.+[Tt ]\d{2}:\d{2}:)60(.*)$/.exec(value);
  const date = leapSecond ? new Date(new Date(`${leapSecond[1]}59${leapSecond[2]}`).getTime() + 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The last instant a timestamp column holds that every driver reads back: the end of 9999. */
const LATEST_STORED_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A time as a timestamp column takes it: clamped into 1970–9999, which the database and the
 * drivers all represent (before 100 the drivers read back another year, past 9999 nothing is stored).
 */
export function storableTime(date: Date): Date {
  return new Date(Math.min(Math.max(date.getTime(), 0), LATEST_STORED_TIME));
}

/**
 * A date-time the spec admitted, as a bound on a timestamp column: every stored time lies in
 * 1970–9999, so clamping changes no answer. An offset can carry `0001-01-01T00:00:01+17:32` into
 * year 0, which PostgreSQL refuses.
 */
export function timeBound(value: string): Date {
  return storableTime(parseDateTime(value) ?? new Date(0));
}
