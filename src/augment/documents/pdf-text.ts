// PDF text with unpdf (Mozilla's pdf.js built for servers, no worker, no canvas): the text layer of
// every page in order, pages separated by a blank line. Scanned pages without a text layer give no
// text (no OCR here).
import { extractText, getDocumentProxy } from 'unpdf';
import { unreadableFile } from './document-errors.js';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  let pages: string[];
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    const document = await getDocumentProxy(new Uint8Array(bytes));
    try {
      pages = (await extractText(document, { mergePages: false })).text;
    } finally {
      await document.cleanup();
    }
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') throw unreadableFile('the PDF is encrypted with a password');
    throw unreadableFile(`the PDF is damaged (${(error as Error).message})`);
  }
  return pages.map((page) => page.trim()).join('\n\n');
}
