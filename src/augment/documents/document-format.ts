// Which kind of document an upload is, decided from its bytes first (a PDF, a ZIP package, an OLE2
// compound file) and from its file name and declared type only where the bytes cannot tell (text
// formats, the legacy Excel format inside OLE2). A caller's name or type never makes the service
// run a binary parser on bytes of another kind.
import { unzipSync } from 'fflate';
import { unreadableFile, unsupportedFile } from './document-errors.js';

export type DocumentFormat = 'pdf' | 'docx' | 'pptx' | 'xlsx' | 'ods' | 'xls' | 'epub' | 'html' | 'text';

export interface UploadedDocument {
  bytes: Uint8Array;
  /** The part's file name, as the client sent it (may be empty). */
  name: string;
  /** The part's declared media type (may be empty or generic). */
  type: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HTML_EXTENSIONS = new Set(['html', 'htm', 'xhtml']);
const HTML_START = /^\s*(<!doctype html|<html[\s>])/i;

/** A ZIP package's entry names, read from its central directory without inflating anything. */
export function zipEntries(bytes: Uint8Array): Map<string, number> {
  const entries = new Map<string, number>();
  try {
    unzipSync(bytes, {
      filter(file) {
        entries.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (error) {
    throw unreadableFile(`the ZIP package cannot be read (${(error as Error).message})`);
  }
  return entries;
}

function packageFormat(bytes: Uint8Array): DocumentFormat {
  const entries = zipEntries(bytes);
  if (entries.has('word/document.xml')) return 'docx';
  if (entries.has('ppt/presentation.xml')) return 'pptx';
  if (entries.has('xl/workbook.xml')) return 'xlsx';
  if (entries.has('META-INF/container.xml')) return 'epub';
  if (entries.has('content.xml') && entries.has('mimetype')) {
    const mimetype = new TextDecoder().decode(unzipSync(bytes, { filter: (file) => file.name === 'mimetype' }).mimetype ?? new Uint8Array());
    if (mimetype.trim() === 'application/vnd.oasis.opendocument.spreadsheet') return 'ods';
  }
  throw unsupportedFile('this ZIP package is not a DOCX, PPTX, XLSX, ODS or EPUB document');
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export function documentFormat(document: UploadedDocument): DocumentFormat {
  const { bytes } = document;
  if (bytes.length === 0) throw unreadableFile('the file is empty');
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) return packageFormat(bytes);
  const extension = extensionOf(document.name);
  const type = document.type.split(';')[0]!.trim().toLowerCase();
  if (startsWith(bytes, OLE2)) {
    if (extension === 'xls' || type === 'application/vnd.ms-excel') return 'xls';
    throw unsupportedFile('legacy Office files other than XLS (DOC, PPT) are not supported; save the document as DOCX or PPTX');
  }
  // Text has no NUL bytes; anything else with them is a binary format this service does not read.
  if (bytes.subarray(0, 8192).includes(0)) throw unsupportedFile('the file is neither text nor a supported document format');
  if (HTML_EXTENSIONS.has(extension) || type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (HTML_START.test(new TextDecoder().decode(bytes.subarray(0, 512)))) return 'html';
  return 'text';
}
