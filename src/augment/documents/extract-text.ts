// A document's text, whatever its kind (document-format.ts decides which): the parser library of
// each kind, and text formats (plain text, Markdown, CSV, JSON, source code) as they are. ZIP
// packages are checked for their declared unpacked size first, so a small upload that inflates to
// gigabytes is refused rather than unpacked.
import { documentFormat, zipEntries, type DocumentFormat, type UploadedDocument } from './document-format.js';
import { unreadableFile } from './document-errors.js';
import { epubText } from './epub-text.js';
import { htmlToMarkdown } from './html-markdown.js';
import { docxText, pptxText } from './office-text.js';
import { pdfText } from './pdf-text.js';
import { spreadsheetText } from './spreadsheet-text.js';

/** The most a document package may unpack to. */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const PACKAGES: ReadonlySet<DocumentFormat> = new Set(['docx', 'pptx', 'xlsx', 'ods', 'epub']);

export interface ExtractedText {
  format: DocumentFormat;
  text: string;
}

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
}

async function textOf(format: DocumentFormat, bytes: Uint8Array): Promise<string> {
  switch (format) {
    case 'pdf':
      return pdfText(bytes);
    case 'docx':
      return docxText(bytes);
    case 'pptx':
      return pptxText(bytes);
    case 'xlsx':
    case 'ods':
    case 'xls':
      return spreadsheetText(bytes);
    case 'epub':
      return epubText(bytes);
    case 'html':
      return htmlToMarkdown(decodeText(bytes));
    case 'text':
      return decodeText(bytes);
  }
}

export async function extractText(document: UploadedDocument): Promise<ExtractedText> {
  const format = documentFormat(document);
  if (PACKAGES.has(format)) {
    const unpacked = [...zipEntries(document.bytes).values()].reduce((total, size) => total + size, 0);
    if (unpacked > MAX_UNPACKED_BYTES) throw unreadableFile(`the package unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`);
  }
  return { format, text: await textOf(format, document.bytes) };
}
