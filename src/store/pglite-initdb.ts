// A new embedded database is created (PostgreSQL's initdb) in a short-lived child process, and
// this process then opens the finished folder. Done in process, PGlite's initdb runs a second
// PGlite instance beside the first, snapshots its whole WebAssembly heap and copies the new data
// folder across as a tar; all of it is garbage afterwards, but about 130 MB of it stays resident
// in this process for good (freed memory the allocators keep; docs/decisions/0016). A folder that already holds a database is left alone.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// CommonJS, so the child needs no loader: `node -e` with PGlite's require entry.
const SCRIPT = `
const [entry, directory, settings] = process.argv.slice(1);
const { PGlite } = require(entry);
const database = new PGlite(directory, { startParams: [...PGlite.defaultStartParams, ...JSON.parse(settings)] });
database.waitReady.then(() => database.close()).catch((error) => {
  console.error(error && error.stack ? error.stack : String(error));
  process.exit(1);
});
`;

/**
 * Creates the database in `directory` unless it has one (PG_VERSION, as PGlite itself checks);
 * `settings` are added to PGlite's own start parameters.
 */
export async function initializePglite(directory: string, settings: readonly string[]): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['-e', SCRIPT, entry, directory, JSON.stringify(settings)], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`creating the embedded database in ${directory} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
