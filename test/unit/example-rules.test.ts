// The generator's example rules on a small spec of their own: every path parameter, request body,
// success answer (raw media aside) and common error shows an example, and every example (an event
// stream's `data` included) matches its schema; otherwise `npm run generate` stops, naming each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { generate } from '../../codegen/generate.js';

const ROOT = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  security: [],
  tags: [{ name: 'Things' }],
};
const error = () => ({
  description: 'An error.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: 'Bad' } } },
});
const thing = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^t_' } } };
const policy = { tags: ['Things'], security: [], 'x-service-auth': 'public', 'x-service-billing': 'none', 'x-service-rate-limit': 'none' };

/** The operations of the spec; each test breaks one example of this complete set. */
function paths() {
  return {
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        ...policy,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 't_1' }],
        responses: {
          '200': { description: 'The thing.', content: { 'application/json': { schema: thing, example: { id: 't_1' } } } },
          '400': error(),
          '404': error(),
          '500': error(),
          '503': error(),
        },
      },
    },
    '/things': {
      post: {
        operationId: 'createThing',
        ...policy,
        requestBody: { required: true, content: { 'application/json': { schema: thing, example: { id: 't_2' } } } },
        responses: {
          '200': {
            description: 'The thing, or its events.',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
              'text/event-stream': {
                schema: { type: 'object', required: ['data'], properties: { data: { type: 'string' } } },
                'x-service-event-schema': thing,
                example: { data: '{"id":"t_3"}' },
              },
              'image/png': { schema: { type: 'string', format: 'binary' } },
            },
          },
          '400': error(),
          '413': error(),
          '415': error(),
          '500': error(),
          '503': error(),
        },
      },
    },
  };
}

const components = () => ({
  schemas: {
    // The answer's example is the schema's own, as many components give it.
    Thing: { ...thing, example: { id: 't_4' } as unknown },
    Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } } as Record<string, unknown>,
  },
});

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

type Spec = ReturnType<typeof paths>;
type Components = ReturnType<typeof components>;

async function problemsOf(edit: (spec: Spec, shared: Components) => void): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'example-rules-'));
  mkdirSync(join(dir, 'paths'));
  mkdirSync(join(dir, 'components'));
  const spec = paths();
  const shared = components();
  edit(spec, shared);
  writeFileSync(join(dir, 'openapi.yaml'), stringify(ROOT));
  writeFileSync(join(dir, 'paths', 'things.yaml'), stringify({ paths: spec }));
  writeFileSync(join(dir, 'components', 'things.yaml'), stringify({ components: shared }));
  try {
    await generate(dir);
    return [];
  } catch (failure) {
    return String((failure as Error).message)
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

type Media = { example?: unknown; examples?: unknown; schema?: unknown };
const media = (spec: Spec, path: '/things' | '/things/{id}', status: string, type = 'application/json'): Media => {
  const operation = path === '/things' ? spec[path].post : spec[path].get;
  return (operation.responses as Record<string, { content: Record<string, Media> }>)[status]!.content[type]!;
};

describe('Example rules of the generator', () => {
  it('generates a spec whose examples are all there and all valid', async () => {
    expect(await problemsOf(() => {})).toEqual([]);
  });

  it('fails on a response example that does not match its schema', async () => {
    const problems = await problemsOf((spec) => (media(spec, '/things/{id}', '200').example = { id: 7 }));
    expect(problems).toEqual([
      expect.stringMatching(
        /^#\/paths\/\/things\/\{id\}\/get\/responses\/200\/content\/application\/json: example does not match its schema: data\/id must be string/,
      ),
    ]);
  });

  it('fails on a request body, a path parameter and a schema example that do not match', async () => {
    const problems = await problemsOf((spec, shared) => {
      spec['/things'].post.requestBody.content['application/json'].example = { id: 'x_2' };
      spec['/things/{id}'].get.parameters[0]!.example = 42 as never;
      shared.schemas.Thing.example = { id: 't_4', extra: true };
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/requestBody\/content\/application\/json: example does not match .*must match pattern/);
    expect(problems.join('\n')).toMatch(/parameters\/0: example does not match its schema: data must be string/);
    expect(problems.join('\n')).toMatch(/components\/schemas\/Thing: example does not match .*must NOT have additional properties/);
  });

  it("fails on an event stream example whose data is not the stream's event", async () => {
    const problems = await problemsOf((spec) => (media(spec, '/things', '200', 'text/event-stream').example = { data: '{"name":"t_3"}' }));
    expect(problems).toEqual([
      expect.stringMatching(/content\/text\/event-stream \(data\): example does not match its schema: data must have required property 'id'/),
    ]);
  });

  it('fails on a success answer, a request body and a required parameter without an example', async () => {
    const problems = await problemsOf((spec) => {
      delete media(spec, '/things/{id}', '200').example;
      delete (spec['/things'].post.requestBody.content['application/json'] as Media).example;
      delete (spec['/things/{id}'].get.parameters[0] as Media).example;
      // A required query parameter needs one too; an optional one does not.
      spec['/things/{id}'].get.parameters.push({ name: 'view', in: 'query', required: true, schema: { type: 'string' } } as never);
      spec['/things/{id}'].get.parameters.push({ name: 'page', in: 'query', required: false, schema: { type: 'string' } } as never);
      delete media(spec, '/things', '200', 'text/event-stream').example;
    });
    expect(problems).toEqual([
      'GET /things/{id}: path parameter id needs an example',
      'GET /things/{id}: query parameter view needs an example',
      'GET /things/{id}: response 200 application/json needs an example',
      'POST /things: request body application/json needs an example',
      'POST /things: response 200 text/event-stream needs an example (one event: { data: <event JSON> })',
    ]);
  });

  it("fails on a common error without an example of its own (the error schema's does not count)", async () => {
    const problems = await problemsOf((spec, shared) => {
      delete media(spec, '/things/{id}', '404').example;
      shared.schemas.Error.example = { error: 'Some other error' };
    });
    expect(problems).toEqual(['GET /things/{id}: response 404 application/json needs an example']);
  });
});
