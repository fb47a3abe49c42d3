// OpenAI's API reads an explicit JSON `null` for an optional parameter as "not set", and client
// libraries send it (the Python SDK for every parameter a caller passes as None). The spec accepts
// null for the optional parameters of such requests; the handler drops those keys before anything
// reads them, so the rest of the code sees one form of "absent".

/** `T` with `null` removed from every property: what `withoutNulls` returns. */
export type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** The object without its top-level properties whose value is null. */
export function withoutNulls<T extends object>(body: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as WithoutNulls<T>;
}
