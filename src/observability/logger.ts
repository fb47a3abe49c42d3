// The service's log: one JSON object a line (pino), created once at boot (src/main.ts) and passed to
// whatever logs. Call sites log the way they would with console — a message, then details — and
// the adapter turns the details into fields: an Error becomes `err` (type, message, stack), a plain
// object's keys become fields of the line (`{ requestId }`), anything else is listed under
// `details`. So `console` itself (or a quiet stub, in tests) is also a Logger.
//
// Writing is kept off the request path: lines are buffered and written to stdout asynchronously in
// blocks of 4 KB (pino.destination with sync false), flushed at least once a second so a quiet
// service's lines still appear promptly, and synchronously at shutdown (flush()).
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';
import { isPlainObject } from '../plain-object.js';

export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
}

/** The logger main.ts creates: a Logger that is also written out on demand. */
export interface ServiceLogger extends Logger {
  /** Writes out every buffered line now (synchronously): at shutdown, before the process exits. */
  flush(): void;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** The least severe level written (LOG_LEVEL); default info. */
  level?: LogLevel;
  /** Where lines go; default stdout, buffered as above. Tests pass a stream they read. */
  destination?: DestinationStream;
}

const BUFFER_BYTES = 4096;
const FLUSH_INTERVAL_MS = 1000;

// Defence in depth: the service never logs request headers, but an error from a library may carry
// the request it failed on. Errors, and only they (scrubbing every line costs too much, see 0015),
// are serialized with these headers' values replaced.
const SECRET_HEADER = /^(authorization|sign-in-with-x|x-sign-in-with-x)$/i;
const SCRUB_DEPTH = 6;

function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > SCRUB_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_HEADER.test(key) ? '[redacted]' : scrubbed(item, depth + 1);
  return copy;
}

const serializeError = (error: Error) => scrubbed(pino.stdSerializers.err(error));

/** The fields of one line, from console-style details. */
function fieldsOf(details: readonly unknown[]): Record<string, unknown> | undefined {
  if (details.length === 0) return undefined;
  if (details.length === 1 && isPlainObject(details[0])) return details[0]; // the access log's case: no copy
  const fields: Record<string, unknown> = {};
  let rest: unknown[] | undefined;
  for (const detail of details) {
    if (detail instanceof Error && fields.err === undefined) fields.err = detail;
    else if (isPlainObject(detail)) Object.assign(fields, detail);
    else (rest ??= []).push(detail);
  }
  if (rest) fields.details = rest;
  return fields;
}

class StructuredLogger implements ServiceLogger {
  constructor(
    private readonly lines: PinoLogger,
    private readonly flushNow: () => void,
  ) {}

  error(message: string, ...details: unknown[]): void {
    this.write('error', message, details);
  }

  warn(message: string, ...details: unknown[]): void {
    this.write('warn', message, details);
  }

  info(message: string, ...details: unknown[]): void {
    this.write('info', message, details);
  }

  flush(): void {
    this.flushNow();
  }

  private write(level: Level, message: string, details: readonly unknown[]): void {
    if (!this.lines.isLevelEnabled(level)) return; // nothing is built for a level that is off
    const fields = fieldsOf(details);
    if (fields) this.lines[level](fields, message);
    else this.lines[level](message);
  }
}

export function createLogger(options: LoggerOptions = {}): ServiceLogger {
  const level = options.level ?? 'info';
  const settings = { level, serializers: { err: serializeError } };
  if (options.destination) {
    const lines = pino(settings, options.destination);
    return new StructuredLogger(lines, () => lines.flush());
  }
  const stdout = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const lines = pino(settings, stdout);
  const writeOut = (write: () => void) => () => {
    try {
      write();
    } catch {
      // Not open yet or already closed: there is nothing to write.
    }
  };
  setInterval(
    writeOut(() => stdout.flush()),
    FLUSH_INTERVAL_MS,
  ).unref();
  return new StructuredLogger(
    lines,
    writeOut(() => stdout.flushSync()),
  );
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
