// What one document may cost to parse (docs/decisions/0027-documents-in-workers.md). Each budget is
// a setting (src/config/environment.ts), and a refusal names the setting, so an operator who meets a
// document that needs more knows what to raise.
import { apiError } from '../../errors.js';

export interface DocumentBudgets {
  /** Wall-clock time of one document in its worker; past it the worker is terminated (DOCUMENT_TIME_LIMIT_MS). */
  timeLimitMs: number;
  /** The worker's V8 heap (DOCUMENT_MEMORY_LIMIT_MB); a document that needs more kills only its worker. */
  memoryLimitMb: number;
  /** Pages of a PDF (DOCUMENT_MAX_PAGES). */
  maxPages: number;
  /** What a ZIP package's entries or a PDF's compressed streams may unpack to, in bytes (DOCUMENT_MAX_UNPACKED_MB). */
  maxUnpackedBytes: number;
  /** Characters of text one document may give (DOCUMENT_MAX_TEXT_CHARS). */
  maxTextChars: number;
  /** Elements nested in HTML (DOCUMENT_MAX_HTML_DEPTH); the DOM library, Readability and turndown all recurse. */
  maxHtmlDepth: number;
}

export interface DocumentPoolSettings extends DocumentBudgets {
  /** Worker threads parsing documents (DOCUMENT_WORKERS). */
  workers: number;
  /** Documents that may wait for a worker before more are answered 503 (DOCUMENT_QUEUE_LIMIT). */
  queueLimit: number;
  /** Worker threads of the free lane: documents of free calls such as count_tokens (DOCUMENT_FREE_WORKERS). */
  freeWorkers: number;
  /** Documents of free calls that may wait for a free-lane worker (DOCUMENT_FREE_QUEUE_LIMIT). */
  freeQueueLimit: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A document past a budget that is not about size: 400 FILE_UNREADABLE naming the limit. */
export const overBudget = (reason: string, setting: string) => apiError('FILE_UNREADABLE', { message: `The file cannot be read: ${reason} (${setting})` });

/** A document whose content is too large: 413 PAYLOAD_TOO_LARGE naming the limit. */
export const tooLarge = (reason: string, setting: string) => apiError('PAYLOAD_TOO_LARGE', { message: `The file is too large: ${reason} (${setting})` });

export const unpackedTooLarge = (what: string, budgets: DocumentBudgets) =>
  tooLarge(`${what} unpacks to more than the limit of ${megabytes(budgets.maxUnpackedBytes)}`, 'DOCUMENT_MAX_UNPACKED_MB');

export const textTooLong = (budgets: DocumentBudgets) =>
  tooLarge(`its text is longer than the limit of ${budgets.maxTextChars.toLocaleString('en-US')} characters`, 'DOCUMENT_MAX_TEXT_CHARS');
