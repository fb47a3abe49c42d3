// Operation lookup whose cost does not grow with the number of operations, unlike openapi-backend's
// own matcher (figures: docs/decisions/0002 and 0036). Built once: static paths are one Map lookup;
// templated paths are bucketed by segment count and first segment, so a request tries only the few
// templates that could match.
import type { Operation } from 'openapi-backend';

interface Template {
  pattern: RegExp;
  literalLength: number;
  byMethod: Map<string, Operation>;
}

export type RouteMatch = { operation: Operation } | { allowed: string[] } | undefined;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function bucketKey(segments: string[], firstIsLiteral: boolean): string {
  return `${segments.length}:${firstIsLiteral ? (segments[0] ?? '') : '*'}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class RouteIndex {
  private readonly staticRoutes = new Map<string, Map<string, Operation>>();
  private readonly templates = new Map<string, Template[]>();

  constructor(operations: Operation[]) {
    const templatesByPath = new Map<string, Template>();
    for (const operation of operations) {
      const method = operation.method.toUpperCase();
      if (!operation.path.includes('{')) {
        const byMethod = this.staticRoutes.get(operation.path) ?? new Map<string, Operation>();
        byMethod.set(method, operation);
        this.staticRoutes.set(operation.path, byMethod);
        continue;
      }
      let template = templatesByPath.get(operation.path);
      if (!template) {
        const segments = segmentsOf(operation.path);
        const source = segments.map((segment) => (segment.startsWith('{') && segment.endsWith('}') ? '[^/]+' : escapeRegExp(segment))).join('/');
        template = {
          pattern: new RegExp(`^/${source}$`),
          literalLength: operation.path.replace(/\{[^}]*\}/g, '').length,
          byMethod: new Map(),
        };
        templatesByPath.set(operation.path, template);
        const key = bucketKey(segments, !segments[0]!.startsWith('{'));
        const bucket = this.templates.get(key) ?? [];
        bucket.push(template);
        bucket.sort((a, b) => b.literalLength - a.literalLength); // most specific first
        this.templates.set(key, bucket);
      }
      template.byMethod.set(method, operation);
    }
  }

  /**
   * `path` is relative to the API root, without a query string or trailing slash. As OpenAPI says,
   * a concrete path is matched before its templated counterparts: a URL that is a static path
   * belongs to that path alone, and a method it lacks is a 405 listing its own methods (so
   * `POST /crypto/rpc/networks` does not reach `POST /crypto/rpc/{network}`, and Allow agrees with
   * the spec). Otherwise the most specific template that has the method matches, or the methods
   * every matching template allows are reported for the 405.
   */
  match(method: string, path: string): RouteMatch {
    const upper = method.toUpperCase();
    const pick = (byMethod: Map<string, Operation>) => byMethod.get(upper) ?? (upper === 'HEAD' ? byMethod.get('GET') : undefined);
    const allowed = new Set<string>();
    const staticRoute = this.staticRoutes.get(path);
    if (staticRoute) {
      const operation = pick(staticRoute);
      return operation ? { operation } : { allowed: [...staticRoute.keys()] };
    }
    const segments = segmentsOf(path);
    const candidates = [...(this.templates.get(bucketKey(segments, true)) ?? []), ...(this.templates.get(bucketKey(segments, false)) ?? [])].sort(
      (a, b) => b.literalLength - a.literalLength,
    ); // most specific first, across both buckets
    for (const template of candidates) {
      if (!template.pattern.test(path)) continue;
      const operation = pick(template.byMethod);
      if (operation) return { operation };
      template.byMethod.forEach((_operation, name) => allowed.add(name));
    }
    return allowed.size > 0 ? { allowed: [...allowed] } : undefined;
  }
}
