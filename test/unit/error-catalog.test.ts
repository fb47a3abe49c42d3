// The error catalog (src/errors.ts) and the spec's ErrorCode enum list the same codes, and every
// error the service builds goes through the catalog.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { apiError, ERROR_CATALOG, type ErrorCode } from '../../src/errors.js';

const spec = JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as {
  components: { schemas: { ErrorCode: { enum: string[] } } };
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(directory, entry.name)) : entry.name.endsWith('.ts') ? [join(directory, entry.name)] : [],
  );
}

describe('The error catalog', () => {
  it('lists exactly the codes of the spec ErrorCode enum, each once', () => {
    const specCodes = spec.components.schemas.ErrorCode.enum;
    expect(new Set(specCodes).size).toBe(specCodes.length);
    expect(Object.keys(ERROR_CATALOG).sort()).toEqual([...specCodes].sort());
  });

  it('gives every code an HTTP error status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOG)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it("builds the spec's error body at the catalog's status", () => {
    const error = apiError('MODEL_NOT_FOUND', { message: 'Specified model not found: nope' });
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: 'Specified model not found: nope', code: 'MODEL_NOT_FOUND' });
    expect(apiError('MODEL_OFFLINE').body).toEqual({ error: ERROR_CATALOG.MODEL_OFFLINE.message, code: 'MODEL_OFFLINE' });
  });

  it('is the only place that constructs an ApiError', () => {
    const offenders = sourceFiles(join(PROJECT_ROOT, 'src'))
      .filter((file) => !file.endsWith(join('src', 'errors.ts')))
      .filter((file) => readFileSync(file, 'utf8').includes('new ApiError('));
    expect(offenders).toEqual([]);
  });

  it('has no code string in src that the catalog lacks', () => {
    const known = new Set<string>(Object.keys(ERROR_CATALOG));
    const unknown = new Set<string>();
    for (const file of sourceFiles(join(PROJECT_ROOT, 'src'))) {
      // ERR_* codes are Node's own (an error a stream or socket raises the way Node does), never an answer's.
      for (const match of readFileSync(file, 'utf8').matchAll(/\bcode: '(?!ERR_)([A-Z][A-Z0-9_]+)'/g))
        if (!known.has(match[1]!)) unknown.add(`${match[1]} (${file})`);
    }
    expect([...unknown]).toEqual([]);
  });
});

// A compile-time check as well: the catalog's keys are the spec's ErrorCode type.
const codes: ErrorCode[] = Object.keys(ERROR_CATALOG) as (keyof typeof ERROR_CATALOG)[];
void codes;
