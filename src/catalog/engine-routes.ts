// How a catalog model is served: its engine route. A route is "configured" when the settings its
// engine needs are present (a weights file that exists, an upstream URL that is set). A model
// whose route is not configured is reported at boot and left out of /models.
import { existsSync } from 'node:fs';

export type EngineRoute =
  | { engine: 'llama-cpp'; file: string }
  | { engine: 'openai-compatible'; baseUrl: string; apiKey?: string; upstreamModel?: string }
  | { engine: 'service-compatible'; baseUrl: string; apiKey?: string; upstreamModel?: string }
  | { engine: 'espeak' };

export const ENGINES = ['llama-cpp', 'openai-compatible', 'service-compatible', 'espeak'] as const;

/** Structural problems with a route (wrong config), or [] when it is well formed. */
export function routeProblems(route: unknown): string[] {
  if (!route || typeof route !== 'object') return ['route must be an object with an `engine`'];
  const { engine } = route as { engine?: unknown };
  if (!ENGINES.includes(engine as never)) return [`route.engine must be one of ${ENGINES.join(', ')}`];
  const fields = route as Record<string, unknown>;
  if (engine === 'llama-cpp' && typeof fields.file !== 'string') return ['llama-cpp routes need `file` (a GGUF path)'];
  if ((engine === 'openai-compatible' || engine === 'service-compatible') && typeof fields.baseUrl !== 'string') {
    return [`${engine} routes need \`baseUrl\``];
  }
  return [];
}

/** Why a well-formed route cannot serve right now, or undefined when it can. */
export function routeUnavailableReason(route: EngineRoute): string | undefined {
  switch (route.engine) {
    case 'llama-cpp':
      return existsSync(route.file) ? undefined : `weights file ${route.file} not found`;
    case 'openai-compatible':
    case 'service-compatible':
      return route.baseUrl.trim() === '' ? 'upstream baseUrl is not set' : undefined;
    case 'espeak':
      return undefined;
  }
}
