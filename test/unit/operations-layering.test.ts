// Handlers (src/operations/) call domain functions (accounts/, billing/, …) and never query tables
// themselves: no import of the store or knex, no `database(…)`, `trx(…)` or `knex(…)` query builder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';

const OPERATIONS_DIR = join(PROJECT_ROOT, 'src', 'operations');

describe('src/operations', () => {
  it('no handler imports the store or knex, or queries a table', () => {
    const offences: string[] = [];
    for (const name of readdirSync(OPERATIONS_DIR).filter((file) => file.endsWith('.ts'))) {
      const source = readFileSync(join(OPERATIONS_DIR, name), 'utf8');
      if (/from '(knex|\.\.\/store\/[^']*)'/.test(source)) offences.push(`${name}: imports the store or knex`);
      if (/\b(database|trx|knex)\s*(<[^>]*>)?\s*\(/.test(source)) offences.push(`${name}: queries a table`);
    }
    expect(offences).toEqual([]);
  });
});
