// A worker thread of document-pool.ts: parses one document at a time off the event loop (a PDF, an
// Office package, HTML as Markdown, a scraped page through Readability) within its budgets, and
// posts back the text or the refusal. Time and memory are bounded from outside: the pool terminates
// a worker past its time limit, and V8 stops one past its heap limit.
import { parentPort } from 'node:worker_threads';
import { ApiError, type ErrorCode } from '../../errors.js';
import type { DocumentBudgets } from './document-budgets.js';
import type { DocumentFormat, UploadedDocument } from './document-format.js';
import { extractText } from './extract-text.js';

export type DocumentJob =
  | { kind: 'extract'; document: UploadedDocument; budgets: DocumentBudgets }
  | { kind: 'readable'; html: string; pageUrl: string; budgets: DocumentBudgets };

/** The text; a refusal in the catalog's terms; or `failed` when a parser threw something else. */
export type DocumentAnswer =
  | { ok: true; text: string; format?: DocumentFormat }
  | { ok: false; code: ErrorCode; message: string }
  | { ok: false; failed: string };

const port = parentPort;
if (!port) throw new Error('document-worker runs as a worker thread');

async function answer(job: DocumentJob): Promise<DocumentAnswer> {
  try {
    if (job.kind === 'readable') {
      const { readableMarkdown } = await import('../readable-page.js');
      return { ok: true, text: readableMarkdown(job.html, job.pageUrl, job.budgets.maxHtmlDepth) };
    }
    return { ok: true, ...(await extractText(job.document, job.budgets)) };
  } catch (error) {
    if (error instanceof ApiError && error.code) return { ok: false, code: error.code, message: error.message };
    return { ok: false, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

port.on('message', (job: DocumentJob) => {
  void answer(job).then((result) => port.postMessage(result));
});
// The time limit starts once the worker can take a job: starting a thread is not the document's doing.
port.postMessage({ ready: true });
