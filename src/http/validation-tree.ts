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

// Field names come from the client's JSON, so a subtree is only ever an own property, defined (not
// assigned) so that names like `__proto__` or `constructor` are plain fields. A field that is itself
// called `_errors` cannot have a subtree of its own: its message goes to the level above, prefixed
// with its path.
export function errorTree(errors: readonly ValidationError[], prefix: string[] = []): ErrorTree {
  const root = emptyTree();
  for (const error of errors) {
    let node = root;
    let message = messageOf(error);
    const segments = [...prefix, ...pathOf(error)];
    for (const [index, segment] of segments.entries()) {
      if (segment === '_errors') {
        message = `${segments.slice(index).join('.')}: ${message}`;
        break;
      }
      if (!Object.hasOwn(node, segment)) {
        Object.defineProperty(node, segment, { value: emptyTree(), enumerable: true, writable: true, configurable: true });
      }
      node = node[segment] as ErrorTree;
    }
    if (!node._errors.includes(message)) node._errors.push(message);
  }
  return root;
}

/** Every message of a tree with the path of its field (`temperature: must be <= 2`), depth first. */
function issuesOf(tree: ErrorTree, path: string[] = []): string[] {
  const own = tree._errors.map((message) => (path.length > 0 ? `${path.join('.')}: ${message}` : message));
  const nested = Object.entries(tree).flatMap(([field, subtree]) => (field === '_errors' ? [] : issuesOf(subtree as ErrorTree, [...path, field])));
  return [...own, ...nested];
}

/**
 * The message of a validation 400: what was invalid and why, the first two issues (hints first),
 * so that clients that show only the message (most SDKs) show the reason; `details` has them all.
 */
export function validationMessage(tree: ErrorTree, hints: readonly string[] = [], hintedFields: readonly string[] = []): string {
  const rest = issuesOf(Object.fromEntries(Object.entries(tree).filter(([field]) => !hintedFields.includes(field))) as ErrorTree);
  const issues = [...hints, ...rest];
  const more = issues.length > 2 ? ` (and ${issues.length - 2} more)` : '';
  return `Invalid request parameters: ${issues.slice(0, 2).join('; ')}${more}`;
}
