// Failures inside a stream whose headers are already out reach the client in-band; the ones that
// are not engine failures (bugs) are also logged here, with the request id, like the error boundary does.
import type { Logger } from '../observability/logger.js';
import { ProviderError } from '../providers/contracts/provider-error.js';

export function logStreamFailure(logger: Logger, requestId: string): (error: unknown) => void {
  return (error) => {
    if (!(error instanceof ProviderError)) logger.error('request failed mid-stream', { requestId }, error);
  };
}
