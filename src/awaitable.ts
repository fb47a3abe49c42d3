// A value that is usually at hand and sometimes has to be fetched. The paid path's in-memory steps
// (this process's rate-limit counters, a credit lease with room, a cached balance) answer at once,
// and only the steps that go to the database or Redis return a promise: a request does not pay an
// async frame, a promise and a trip through the microtask queue for every step that never waited.
// Callers that must not lose the difference test with isPromise() before awaiting.

export type Awaitable<T> = T | Promise<T>;

export function isPromise<T>(value: Awaitable<T>): value is Promise<T> {
  return value instanceof Promise;
}

/** `next(value)`: at once when the value is at hand, else once it arrives. */
export function andThen<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
