// The response headers of an inference call: which model served it (after fallbacks), through which
// engine route and, for a model on several deployments, which deployment; whether it is deprecated, and the content-safety flags (text is never blurred or
// screened here, so they are all "false").
import type { ServedModel } from '../providers/registry.js';
import type { Deployment } from '../providers/routing/deployment.js';

/** Header values must be visible ASCII; a display name with anything else is percent-encoded. */
const headerSafe = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value));

/** The headers of each served model, with and without the content-safety flags: they depend on the catalog alone. */
const made = {
  withSafety: new WeakMap<ServedModel, Readonly<Record<string, string>>>(),
  withoutSafety: new WeakMap<ServedModel, Readonly<Record<string, string>>>(),
};

/** The same with the deployment that answered (x-service-deployment, and its engine as the router), per deployment. */
const madeForDeployment = {
  withSafety: new WeakMap<Deployment, Readonly<Record<string, string>>>(),
  withoutSafety: new WeakMap<Deployment, Readonly<Record<string, string>>>(),
};

export function servedModelHeaders(model: ServedModel, options: { contentSafety?: boolean; deployment?: Deployment } = {}): Readonly<Record<string, string>> {
  const { deployment } = options;
  if (deployment) {
    const cache = options.contentSafety === false ? madeForDeployment.withoutSafety : madeForDeployment.withSafety;
    let headers = cache.get(deployment);
    if (!headers) {
      const base = headersOf(model, options.contentSafety !== false);
      base['x-service-model-router'] = deployment.route.engine;
      base['x-service-deployment'] = deployment.id;
      cache.set(deployment, (headers = Object.freeze(base)));
    }
    return headers;
  }
  const cache = options.contentSafety === false ? made.withoutSafety : made.withSafety;
  let headers = cache.get(model);
  if (!headers) cache.set(model, (headers = Object.freeze(headersOf(model, options.contentSafety !== false))));
  return headers;
}

function headersOf(model: ServedModel, contentSafety: boolean): Record<string, string> {
  const spec = model.record.model_spec;
  const headers: Record<string, string> = {
    'x-service-model-id': model.record.id,
    'x-service-model-name': headerSafe(spec.name ?? model.record.id),
    'x-service-model-router': model.route.engine,
  };
  if (spec.deprecation) {
    const replacement = spec.deprecation.replacementModelId ? `; use ${spec.deprecation.replacementModelId} instead` : '';
    headers['x-service-model-deprecation-warning'] = headerSafe(
      `Model ${model.record.id} is deprecated and will be removed on ${spec.deprecation.removesAt}${replacement}`,
    );
    headers['x-service-model-deprecation-date'] = headerSafe(spec.deprecation.removesAt);
  }
  if (contentSafety) {
    for (const name of ['x-service-is-blurred', 'x-service-is-content-violation', 'x-service-is-adult-model-content-violation', 'x-service-contains-minor']) {
      headers[name] = 'false';
    }
  }
  return headers;
}
