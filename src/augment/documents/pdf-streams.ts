// How much a PDF's compressed streams unpack to, counted before pdf.js reads them: a 2 MB PDF can
// hold a gigabyte of Flate-compressed text operators, which pdf.js would decode and interpret for
// many minutes. Streams are found by their `stream` keyword and unpacked with node:zlib, counting
// the bytes and keeping none; images are left out (a scan's pixels are not text to interpret).
// Anything this reading misses still meets the time and memory limits of the worker.
import { constants, createInflate } from 'node:zlib';
import { type DocumentBudgets, unpackedTooLarge } from './document-budgets.js';

const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;
const FLATE = /\/(FlateDecode|Fl)\b/;
const IMAGE = /\/Subtype\s*\/Image\b/;
/** How far back from `stream` its dictionary is looked for. */
const DICTIONARY_REACH = 4096;

/** Bytes `data` inflates to, counted up to just past `limit`; a damaged stream counts what it gave. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => resolve(total)); // pdf.js judges damaged streams
    inflate.end(data);
  });
}

/** Throws 413 naming DOCUMENT_MAX_UNPACKED_MB when the PDF's non-image Flate streams unpack past the budget. */
export async function assertPdfUnpackedSize(bytes: Uint8Array, budgets: DocumentBudgets): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let remaining = budgets.maxUnpackedBytes;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const dataStart = STREAM_START.lastIndex;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - DICTIONARY_REACH, 0), match.index + 2);
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) break;
    STREAM_START.lastIndex = dataEnd;
    if (!FLATE.test(dictionary) || IMAGE.test(dictionary)) continue;
    remaining -= await inflatedSize(bytes.subarray(dataStart, dataEnd), remaining);
    if (remaining < 0) throw unpackedTooLarge("the PDF's compressed content", budgets);
  }
}
