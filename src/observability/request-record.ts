// One API request as the request log keeps it (GET /requests): made when the request arrives
// (request-identity.ts) and kept on ctx.state, filled by the steps that learn each fact (the
// caller, the model, the charge, the status), completed once the response is done and the
// pipeline has finished with it, then handed to the log's buffer (request-log.ts). A class with
// every field set in its constructor: one fixed shape, one allocation per request. It never holds
// prompt or answer text.
import type { Currency } from '../money.js';
import type { Principal } from '../principal.js';

export class RequestRecord {
  /** Milliseconds since the Unix epoch when the request arrived. */
  arrivedAt = 0;
  accountId: string | null = null;
  apiKeyId: string | null = null;
  wallet: string | null = null;
  operationId: string | null = null;
  method = '';
  /** Without the query string. */
  path = '';
  modelRequested: string | null = null;
  model: string | null = null;
  deployment: string | null = null;
  status = 0;
  errorCode: string | null = null;
  stream = false;
  promptTokens: number | null = null;
  cachedTokens: number | null = null;
  completionTokens: number | null = null;
  /** Milliseconds from arrival to the first byte of the answer (headers and first event, or the whole body). */
  firstByteMs: number | null = null;
  timeToFirstTokenMs: number | null = null;
  durationMs = 0;
  outputTokensPerSecond: number | null = null;
  costMicro: bigint | null = null;
  currency: Currency | null = null;
  /** The two events that both end a request: its response closed, and the pipeline returned. */
  private endsAwaited = 2;

  constructor(readonly requestId: string) {}

  /** Who sent it (the request's authenticated caller). */
  caller(principal: Principal): void {
    if (principal.kind === 'wallet') this.wallet = principal.address;
    else {
      this.accountId = principal.accountId;
      this.apiKeyId = principal.keyId;
    }
  }

  /** What was charged for it: the settled usage, and the amount in its currency. */
  charged(currency: Currency, amountMicro: bigint, promptTokens?: number, completionTokens?: number, cachedTokens?: number): void {
    this.currency = currency;
    this.costMicro = amountMicro;
    if (promptTokens !== undefined) this.promptTokens = promptTokens;
    if (completionTokens !== undefined) this.completionTokens = completionTokens;
    if (cachedTokens !== undefined) this.cachedTokens = cachedTokens;
  }

  /** One of its two ends happened; true once both have (the record is complete: its charge is known, and its response done). */
  ended(): boolean {
    this.endsAwaited -= 1;
    return this.endsAwaited === 0;
  }
}
