// The span attributes of this service's own, beside the OpenTelemetry semantic conventions (which
// name none for them), under the `service.` prefix; docs/monitoring.md (Traces) lists them.
export const SERVICE_ATTRIBUTES = {
  /** The request's id (its x-request-id answer header), on the SERVER span. */
  requestId: 'service.request.id',
  /** The deployment of a model on several that answered (x-service-deployment): on the SERVER span, and on each model call to one. */
  deployment: 'service.deployment',
  /** The catalog model the caller asked for, where the engine knows it by another name (gen_ai.request.model). */
  model: 'service.model',
  /** The request's charge in integer micro-units of its currency (the ledger's unit), on the SERVER span. */
  chargeMicro: 'service.charge.micro',
  /** USD or DIEM. */
  chargeCurrency: 'service.charge.currency',
} as const;
