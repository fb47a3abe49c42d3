// service_parameters: the body's fields win over the model suffix's, which win over the defaults.
// The response echoes every field as the request actually ran.
import type { components } from '../../generated/api-types.js';

export type ChatServiceParameters = components['schemas']['ChatServiceParameters'];
export type ServiceParametersEcho = components['schemas']['ServiceParametersEcho'];

export type EffectiveParameters = ServiceParametersEcho & { enable_x_search: boolean };

const DEFAULTS: EffectiveParameters = {
  enable_e2ee: true,
  enable_web_search: 'off',
  enable_web_citations: false,
  enable_web_scraping: false,
  include_service_system_prompt: true,
  include_search_results_in_stream: false,
  return_search_results_as_documents: false,
  strip_thinking_response: false,
  disable_thinking: false,
  enable_x_search: false,
};

export function effectiveParameters(fromSuffix: ChatServiceParameters, fromBody: ChatServiceParameters | undefined): EffectiveParameters {
  const merged = { ...DEFAULTS, ...definedOnly(fromSuffix), ...definedOnly(fromBody ?? {}) };
  return merged;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** The echo of the response: every field, and the web search's sources (empty when no search ran). */
export function parametersEcho(parameters: EffectiveParameters, citations: ServiceParametersEcho['web_search_citations'] = []): ServiceParametersEcho {
  return { ...parameters, web_search_citations: citations };
}
