// A value that is usually at hand and sometimes has to be fetched. Confined to the modules whose
// in-memory answer is synchronous (decision 0035): the rate limiter and its counter stores, the
// credit leases and their balance snapshots, and the API-key cache. Everything above them is plain
// async. Callers inside those modules that must not lose the difference test with isPromise().

export type Awaitable<T> = T | Promise<T>;

export function isPromise<T>(value: Awaitable<T>): value is Promise<T> {
  return value instanceof Promise;
}

/** `next(value)`: at once when the value is at hand, else once it arrives. */
export function andThen<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
