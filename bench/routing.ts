// Routing cost as the spec grows: our prebuilt RouteIndex against openapi-backend's own matcher,
// for the real operations plus N synthetic ones (half templated). Prints ns per match.
//   npm run bench -- routing
import { OpenAPIRouter, type Operation } from 'openapi-backend';
import { RouteIndex } from '../src/http/route-index.js';
import { loadBundledSpec } from '../src/app.js';

type Document = ReturnType<typeof loadBundledSpec>;

function withSyntheticOperations(document: Document, extra: number): Document {
  const copy = structuredClone(document) as Document & { paths: Record<string, unknown> };
  for (let index = 0; index < extra; index += 1) {
    const path = index % 2 === 0 ? `/synthetic/${index}/items` : `/synthetic/${index}/items/{id}`;
    copy.paths[path] = { get: { operationId: `synthetic${index}`, responses: { 200: { description: 'ok' } } } };
  }
  return copy;
}

function timeIt(label: string, iterations: number, run: () => void): number {
  for (let index = 0; index < 2_000; index += 1) run(); // warm up
  const started = process.hrtime.bigint();
  for (let index = 0; index < iterations; index += 1) run();
  const nanoseconds = Number(process.hrtime.bigint() - started) / iterations;
  console.log(`  ${label.padEnd(44)} ${nanoseconds.toFixed(0).padStart(8)} ns/match`);
  return nanoseconds;
}

export function benchRouting(): void {
  const base = loadBundledSpec();
  console.log('routing: ns per match (lower is better)');
  for (const extra of [0, 40, 200, 1000]) {
    const document = withSyntheticOperations(base, extra);
    const router = new OpenAPIRouter({ definition: document, apiRoot: '/api/v1' });
    const index = new RouteIndex(router.getOperations() as Operation[]);
    const total = router.getOperations().length;
    console.log(`${total} operations`);
    const requests = [
      { method: 'get', path: '/api/v1/models', relative: '/models' },
      { method: 'get', path: '/api/v1/api_keys/5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10', relative: '/api_keys/5f0c7a52-64e4-4f6a-9a3c-2d1b1b9d8e10' },
    ];
    for (const request of requests) {
      const iterations = extra >= 200 ? 2_000 : 20_000;
      timeIt(`openapi-backend  ${request.method.toUpperCase()} ${request.relative.slice(0, 20)}`, iterations, () => router.matchOperation(request as never));
      timeIt(`RouteIndex       ${request.method.toUpperCase()} ${request.relative.slice(0, 20)}`, 200_000, () => index.match(request.method, request.relative));
    }
  }
}
