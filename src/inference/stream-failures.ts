// Failures inside a stream whose headers are already out reach the client in-band. The request log
// notes each under the code the same failure would have answered before the stream began, and the
// ones that are not engine failures (bugs) are also logged here, with the request id, like the error
// boundary does.
import type { ErrorCode } from '../errors.js';
import type { Logger } from '../observability/logger.js';
import { ProviderError } from '../providers/contracts/provider-error.js';
import { apiErrorFor } from './engine-errors.js';

/** What a stream's failure is reported to: the handler's context (src/operations/handler-context.ts). */
export interface StreamFailureSink {
  services: { logger: Logger };
  requestId: string;
  failedInBand(code: ErrorCode): void;
}

export function reportStreamFailure(sink: StreamFailureSink): (error: unknown) => void {
  return (error) => {
    if (error instanceof ProviderError) {
      sink.failedInBand(apiErrorFor(error).code ?? 'UNKNOWN_ERROR');
      return;
    }
    sink.failedInBand('UNKNOWN_ERROR');
    sink.services.logger.error('request failed mid-stream', { requestId: sink.requestId }, error);
  };
}
