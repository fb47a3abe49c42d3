import { describe, expect, it } from 'vitest';
import { requestValidators, schemaValidators, type ValidationError, type Validator } from '../../generated/validators.js';
import { errorTree } from '../../src/http/validation-tree.js';

/** The Ajv errors the real generated validator reports for this input (it must be invalid). */
function errorsOf(validator: Validator | undefined, data: unknown): ValidationError[] {
  expect(validator).toBeDefined();
  expect(validator!(data)).toBe(false);
  return validator!.errors ?? [];
}

const createBody = requestValidators.createApiKey.body;
const updateBody = requestValidators.updateApiKey.body;

describe('errorTree', () => {
  it('puts "Field is required" under each missing field', () => {
    const tree = errorTree(errorsOf(createBody, {}));
    expect(tree).toEqual({
      _errors: [],
      apiKeyType: { _errors: ['Field is required'] },
      description: { _errors: ['Field is required'] },
    });
  });

  it('puts "Unrecognized field" under each field the schema does not allow', () => {
    const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ADMIN', description: 'x', colour: 'red', size: 2 }));
    expect(tree).toEqual({
      _errors: [],
      colour: { _errors: ['Unrecognized field'] },
      size: { _errors: ['Unrecognized field'] },
    });
  });

  it('nests errors of nested fields by their instancePath', () => {
    const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ADMIN', description: 'x', consumptionLimit: { usd: -1, euro: 5 } }));
    expect(tree).toEqual({
      _errors: [],
      consumptionLimit: {
        _errors: [],
        usd: { _errors: ['must be >= 0'] },
        euro: { _errors: ['Unrecognized field'] },
      },
    });
  });

  it('nests array items by index, e.g. /traits/1 and /capabilities/reasoningEffortOptions/1', () => {
    const errors = errorsOf(schemaValidators.ModelSpec, {
      privacy: 'private',
      traits: ['fast', 5],
      capabilities: { reasoningEffortOptions: ['low', 'turbo'] },
    });
    expect(errors.map((error) => error.instancePath)).toEqual(expect.arrayContaining(['/traits/1', '/capabilities/reasoningEffortOptions/1']));
    const tree = errorTree(errors);
    expect(tree.traits).toEqual({ _errors: [], '1': { _errors: ['must be string'] } });
    const capabilities = tree.capabilities as Record<string, unknown>;
    expect(capabilities.reasoningEffortOptions).toEqual({
      _errors: [],
      '1': { _errors: ['must be one of: none, minimal, low, medium, high, xhigh, max'] },
    });
    expect(capabilities.optimizedForCode).toEqual({ _errors: ['Field is required'] });
  });

  it('nests a hand-written /a/b/0 path level by level', () => {
    const tree = errorTree([{ instancePath: '/a/b/0', keyword: 'type', message: 'must be string', params: { type: 'string' }, schemaPath: '#/type' }]);
    expect(tree).toEqual({ _errors: [], a: { _errors: [], b: { _errors: [], '0': { _errors: ['must be string'] } } } });
  });

  it('lists the allowed values in an enum message', () => {
    const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ROOT', description: 'x', limitPeriod: 'WEEK' }));
    expect(tree).toEqual({
      _errors: [],
      apiKeyType: { _errors: ['must be one of: INFERENCE, ADMIN'] },
      limitPeriod: { _errors: ['must be one of: EPOCH, MONTH, LIFETIME'] },
    });
  });

  it('puts errors about the whole value in the top-level _errors', () => {
    const tree = errorTree(errorsOf(createBody, ['not', 'an', 'object']));
    expect(tree._errors).toEqual(['must be object']);
    expect(Object.keys(tree)).toEqual(['_errors']);
  });

  it('does not repeat a message, and keeps several different ones for one field', () => {
    const errors = errorsOf(updateBody, { id: 'nope', description: '' });
    const tree = errorTree([...errors, ...errors]);
    const id = tree.id as { _errors: string[] };
    expect(new Set(id._errors).size).toBe(id._errors.length);
    expect(id._errors.length).toBeGreaterThanOrEqual(1);
    expect((tree.description as { _errors: string[] })._errors).toEqual(['must NOT have fewer than 1 characters']);
  });

  it('decodes JSON Pointer escapes in field names (~1 is /, ~0 is ~)', () => {
    const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ADMIN', description: 'x', 'a/b~c': 1 }));
    expect(tree).toEqual({ _errors: [], 'a/b~c': { _errors: ['Unrecognized field'] } });
  });

  it('nests under a prefix when one is given', () => {
    const tree = errorTree(errorsOf(createBody, {}), ['body']);
    expect(tree).toEqual({
      _errors: [],
      body: { _errors: [], apiKeyType: { _errors: ['Field is required'] }, description: { _errors: ['Field is required'] } },
    });
  });

  describe('field names taken from the client', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      it(`keeps an unknown field called ${name} as a plain subtree`, () => {
        const body = JSON.parse(`{"apiKeyType":"ADMIN","description":"x","${name}":1}`) as unknown;
        const tree = errorTree(errorsOf(createBody, body));
        expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
        expect(Object.keys(tree)).toEqual(['_errors', name]);
        expect(Object.getOwnPropertyDescriptor(tree, name)?.value).toEqual({ _errors: ['Unrecognized field'] });
        expect(JSON.parse(JSON.stringify(tree))).toEqual(JSON.parse(`{"_errors":[],"${name}":{"_errors":["Unrecognized field"]}}`));
      });
    }

    it('reports an unknown field called _errors in the level above, so _errors stays a list', () => {
      const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ADMIN', description: 'x', _errors: 1 }));
      expect(tree).toEqual({ _errors: ['_errors: Unrecognized field'] });
    });

    it('reports a nested field called _errors in the level above it', () => {
      const tree = errorTree(errorsOf(createBody, { apiKeyType: 'ADMIN', description: 'x', consumptionLimit: { _errors: [] } }));
      expect(tree).toEqual({ _errors: [], consumptionLimit: { _errors: ['_errors: Unrecognized field'] } });
    });
  });
});
