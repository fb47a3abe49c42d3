// OpenAI's API reads an explicit JSON `null` for an optional parameter as "not set", and client
// libraries send it (the Python SDK for every parameter a caller passes as None). The spec accepts
// null for the optional parameters of such requests; the handler drops those keys before anything
// reads them, so the rest of the code sees one form of "absent".

/** `T` with `null` removed from every property: what `withoutNulls` returns. */
export type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** The object without its top-level properties whose value is null. */
export function withoutNulls<T extends object>(body: T): WithoutNulls<T> {
  // A loop, not entries/filter/fromEntries: this runs on every request, and those build three arrays.
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    const value = (body as Record<string, unknown>)[key];
    if (value === null) continue;
    // A parsed body may hold an own `__proto__`: define it, as fromEntries did, never assign it.
    if (key === '__proto__') Object.defineProperty(kept, key, { value, enumerable: true, writable: true, configurable: true });
    else kept[key] = value;
  }
  return kept as WithoutNulls<T>;
}
