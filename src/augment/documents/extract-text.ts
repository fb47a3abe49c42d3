// A document's text, whatever its kind (document-format.ts decides which): the parser library of
// each kind, and text formats (plain text, Markdown, CSV, JSON, source code) as they are. ZIP
// packages are checked for their declared unpacked size first, so a small upload that inflates to
// gigabytes is refused rather than unpacked. The parser libraries are loaded on first use (pdf.js
// and SheetJS alone are tens of megabytes of heap), so a service that never parses never pays.
// This runs in a document worker (document-worker.ts), never on the event loop.
import { type DocumentBudgets, textTooLong, unpackedTooLarge } from './document-budgets.js';
import { documentFormat, zipEntries, type DocumentFormat, type UploadedDocument } from './document-format.js';

const PACKAGES: ReadonlySet<DocumentFormat> = new Set(['docx', 'pptx', 'xlsx', 'ods', 'epub']);

export interface ExtractedText {
  format: DocumentFormat;
  text: string;
}

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
}

async function textOf(format: DocumentFormat, bytes: Uint8Array, budgets: DocumentBudgets): Promise<string> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf-text.js')).pdfText(bytes, budgets);
    case 'docx':
      return (await import('./office-text.js')).docxText(bytes);
    case 'pptx':
      return (await import('./office-text.js')).pptxText(bytes);
    case 'xlsx':
    case 'ods':
    case 'xls':
      return (await import('./spreadsheet-text.js')).spreadsheetText(bytes);
    case 'epub':
      return (await import('./epub-text.js')).epubText(bytes, budgets.maxHtmlDepth);
    case 'html':
      return (await import('./html-markdown.js')).htmlToMarkdown(decodeText(bytes), budgets.maxHtmlDepth);
    case 'text':
      return decodeText(bytes);
  }
}

export async function extractText(document: UploadedDocument, budgets: DocumentBudgets): Promise<ExtractedText> {
  const format = documentFormat(document);
  if (PACKAGES.has(format)) {
    const unpacked = [...zipEntries(document.bytes).values()].reduce((total, size) => total + size, 0);
    if (unpacked > budgets.maxUnpackedBytes) throw unpackedTooLarge('the package', budgets);
  }
  const text = await textOf(format, document.bytes, budgets);
  if (text.length > budgets.maxTextChars) throw textTooLong(budgets);
  return { format, text };
}
