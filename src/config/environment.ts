// The settings the service reads from the environment (documented in the README).
import { resolve } from 'node:path';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../observability/logger.js';

export interface Settings {
  host: string;
  port: number;
  /** postgres://… ; unset runs the embedded PGlite database in the data folder. */
  databaseUrl?: string;
  /** Local state: the embedded database, generated models. */
  dataDir: string;
  configDir?: string;
  /** The least severe log level written (LOG_LEVEL). */
  logLevel: LogLevel;
}

export function readSettings(environment: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(environment.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${environment.PORT}`);
  const logLevel = environment.LOG_LEVEL || 'info';
  if (!isLogLevel(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${logLevel}`);
  return {
    host: environment.HOST ?? '127.0.0.1',
    port,
    databaseUrl: environment.DATABASE_URL || undefined,
    dataDir: resolve(environment.DATA_DIR ?? './data'),
    configDir: environment.CONFIG_DIR ? resolve(environment.CONFIG_DIR) : undefined,
    logLevel,
  };
}
