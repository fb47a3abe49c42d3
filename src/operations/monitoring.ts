// Tag "Monitoring": the process's Prometheus metrics (src/observability/metrics.ts). Whether the
// caller may read them (METRICS_TOKEN) was settled by the MetricsToken security handler.
import { exposition } from '../observability/metrics.js';
import type { Handlers } from './handler-context.js';

export const monitoringHandlers = {
  async getMetrics() {
    const { contentType, text } = await exposition();
    return { status: 200, body: text, contentType };
  },
} satisfies Pick<Handlers, 'getMetrics'>;
