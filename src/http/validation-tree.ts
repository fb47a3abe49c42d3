// Turns Ajv errors into the spec's DetailedError `details`: a nested `_errors` tree per field,
// e.g. {_errors: [], type: {_errors: ["must be one of: text, image"]}}.
import type { ValidationError } from '../../generated/validators.js';
import type { ErrorTree } from '../errors.js';

const emptyTree = (): ErrorTree => ({ _errors: [] });

function pathOf(error: ValidationError): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  // The field a `required` or `additionalProperties` error is about sits one level below the object.
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  return segments;
}

function messageOf(error: ValidationError): string {
  switch (error.keyword) {
    case 'required':
      return 'Field is required';
    case 'additionalProperties':
      return 'Unrecognized field';
    case 'enum':
      return `must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return error.message ?? `failed ${error.keyword}`;
  }
}

export function errorTree(errors: readonly ValidationError[], prefix: string[] = []): ErrorTree {
  const root = emptyTree();
  for (const error of errors) {
    let node = root;
    for (const segment of [...prefix, ...pathOf(error)]) {
      const child = node[segment];
      if (child === undefined || Array.isArray(child)) node[segment] = emptyTree();
      node = node[segment] as ErrorTree;
    }
    const message = messageOf(error);
    if (!node._errors.includes(message)) node._errors.push(message);
  }
  return root;
}
