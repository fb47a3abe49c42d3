// PGlite keeps the database in one process's memory: a second process opening the same folder
// (say, the CLI while the server runs) would see a stale copy and could corrupt it. A lock file
// holding the owner's pid turns that into a clear error; a lock left by a dead process is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock, or throws naming the process that holds it. Returns the release function. */
export function lockDataDir(directory: string): () => void {
  const path = join(directory, 'service.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(path, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `the embedded database in ${directory} is in use by process ${owner}. Stop that process first, ` +
            'manage keys through the API while it runs, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`could not lock ${directory}`);
}
