// Timestamps as the spec's `date-time` admits them (RFC 3339), which Date cannot always read.

/** An RFC 3339 date-time as a Date, or undefined when it cannot be one. A leap second (`…:60`) is
 * read as the next second, since Date has no leap seconds. */
export function parseDateTime(value: string): Date | undefined {
  const leapSecond = /^(.+[Tt ]\d{2}:\d{2}:)60(.*)$/.exec(value);
  const date = leapSecond ? new Date(new Date(`${leapSecond[1]}59${leapSecond[2]}`).getTime() + 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
