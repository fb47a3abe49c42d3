// The one runtime check that a value is a plain object (what JSON.parse and YAML give for `{…}`),
// for data not validated against a schema: an upstream's JSON answer, a log line's details.
// Arrays, null and class instances (Error, Date, Buffer) are not plain objects.
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
