// PDF text with unpdf (Mozilla's pdf.js built for servers, no canvas): the text layer of every page
// in order, pages separated by a blank line. Scanned pages without a text layer give no text (no
// OCR here). Pages are read one at a time and their text as pdf.js streams it, so the page and text
// budgets stop a hostile document early; pdf.js's warnings (one per operator of a page without
// fonts: gigabytes of log) are off.
import { getDocumentProxy } from 'unpdf';
import { ApiError } from '../../errors.js';
import { type DocumentBudgets, overBudget, textTooLong } from './document-budgets.js';
import { unreadableFile } from './document-errors.js';
import { assertPdfUnpackedSize } from './pdf-streams.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
/** pdf.js's VerbosityLevel.ERRORS: no warnings or information. */
const ERRORS_ONLY = 0;

function damaged(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if ((error as Error).name === 'PasswordException') return unreadableFile('the PDF is encrypted with a password');
  return unreadableFile(`the PDF is damaged (${(error as Error).message})`);
}

async function pageText(document: PdfDocument, number: number, room: number, budgets: DocumentBudgets): Promise<string> {
  const page = await document.getPage(number);
  const reader = page.streamTextContent().getReader();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    for (const item of chunk.value.items) if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
    // Not awaited: pdf.js settles a cancel only once it has finished the page (awaiting it held the
    // answer past the time limit); the pool retires a worker that refused its document, and that work.
    if (text.length > room) {
      void reader.cancel().catch(() => undefined);
      throw textTooLong(budgets);
    }
  }
  page.cleanup();
  return text.trim();
}

export async function pdfText(bytes: Uint8Array, budgets: DocumentBudgets): Promise<string> {
  await assertPdfUnpackedSize(bytes, budgets);
  let document: PdfDocument;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: ERRORS_ONLY });
  } catch (error) {
    throw damaged(error);
  }
  try {
    const { numPages } = document;
    if (numPages > budgets.maxPages)
      throw overBudget(
        `the PDF has ${numPages.toLocaleString('en-US')} pages, more than the limit of ${budgets.maxPages.toLocaleString('en-US')}`,
        'DOCUMENT_MAX_PAGES',
      );
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= numPages; number += 1) {
      const text = await pageText(document, number, budgets.maxTextChars - length, budgets);
      pages.push(text);
      length += text.length + 2;
    }
    await document.loadingTask.destroy();
    return pages.join('\n\n');
  } catch (error) {
    void document.loadingTask.destroy().catch(() => undefined);
    throw damaged(error);
  }
}
