// The embedded database's thread (pglite-thread.ts starts it): PGlite runs PostgreSQL compiled to
// WebAssembly, synchronously, on the thread that calls it. Here that is this worker, not the event
// loop, so a statement that takes long (the ledger flush writes a second's charges in one
// statement) holds up no request. Messages carry an id; PGlite runs one statement at a time, in
// the order they came, as on the event loop before.
import { PGlite, type Results } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { plainError, type PgliteReply, type PgliteRequest, type PgliteThreadData } from './pglite-messages.js';

const INT8_OID = 20;

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { directory, settings, wasmModule } = workerData as PgliteThreadData;
const startParams = [...PGlite.defaultStartParams, ...settings];

// int8 stays a string, as node-pg returns it: counts and money are converted explicitly, never by accident.
const database = new PGlite(directory, { parsers: { [INT8_OID]: (value: string) => value }, startParams, pgliteWasmModule: wasmModule });

/** Answers message `id` once `work` settles: with its result (null for none), or with its error as data. */
const answer = (id: number, work: Promise<Results<unknown>> | Promise<void>): void => {
  work.then(
    (result) => port.postMessage({ id, result: result ?? null } satisfies PgliteReply),
    (error: unknown) => port.postMessage({ id, error: plainError(error) } satisfies PgliteReply),
  );
};

answer(0, database.waitReady); // the start is answered as message 0

port.on('message', (message: PgliteRequest) => {
  if ('close' in message) answer(message.id, database.close());
  else answer(message.id, database.query(message.sql, message.params, message.options));
});
