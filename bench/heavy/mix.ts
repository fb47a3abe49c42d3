// One kind of heavy traffic for `npm run bench -- heavy`: while the bench probes GET /models, each
// heavy caller sends the mix's request in a loop.
export interface HeavyMix {
  name: string;
  /** What one request is, for the table. */
  description: string;
  /** Sends one heavy request to the service at `origin`; resolves to the answer's HTTP status. */
  send(origin: string, headers: Record<string, string>): Promise<number>;
}
