// The generator's example check: an example that does not match its schema stops `npm run generate`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../codegen/lint.js';
import type { JsonObject } from '../../codegen/load-spec.js';
import { operationSchemas } from '../../codegen/operation-schemas.js';
import { PROJECT_ROOT } from '../../src/project-root.js';

const load = () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as JsonObject;
// biome-ignore lint/suspicious/noExplicitAny: see the comment on the line
const at = (document: JsonObject, ...path: string[]): any => path.reduce<any>((node, key) => node[key], document); // `any`: walking a parsed document

describe('Example check of the generator', () => {
  it('passes the examples of the spec', () => {
    const document = load();
    expect(lint(document, operationSchemas(document))).toEqual([]);
  });

  it('names a response example that does not match its schema, and a request example', () => {
    const document = load();
    at(document, 'paths', '/api_keys', 'post', 'responses', '200', 'content', 'application/json').example = { success: true, data: { id: 7 } };
    at(document, 'paths', '/api_keys', 'post', 'requestBody', 'content', 'application/json').example = { apiKeyType: 'SUPER' };
    const problems = lint(document, operationSchemas(document));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^#\/paths\/\/api_keys\/post\/requestBody\/content\/application\/json: example does not match its schema/);
    expect(problems[1]).toMatch(/^#\/paths\/\/api_keys\/post\/responses\/200\/content\/application\/json: example does not match its schema/);
  });

  it('names a named example of `examples` that does not match', () => {
    const document = load();
    at(document, 'paths', '/crypto/rpc/{network}', 'post', 'responses', '200', 'content', 'application/json').examples.single.value = 'not an answer';
    expect(lint(document, operationSchemas(document))).toEqual([expect.stringMatching(/\/examples\/single: example does not match its schema/)]);
  });
});
