// Real documents of each kind the text parser reads, made at test time: a PDF written by hand
// (Helvetica text; or the hostile shapes of many pages, many operators, a compressed stream),
// Office Open XML and EPUB packages zipped from their minimal parts, spreadsheets written by
// SheetJS, and deeply nested HTML.
import * as XLSX from '@e965/xlsx';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A one-page PDF whose text layer holds `lines`, top to bottom. */
export function pdfDocument(lines: string[]): Uint8Array {
  const escaped = (line: string) => line.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((line, index) => `${index ? '0 -16 Td ' : ''}(${escaped(line)}) Tj`).join(' ')} ET`;
  return pdfFile({ content });
}

export interface PdfFileOptions {
  /** The content stream's operators, shared by every page. */
  content: string;
  /** Pages, all drawing the one content stream (default 1). */
  pages?: number;
  /** Whether the pages have a font (Helvetica as /F1); without one, pdf.js shows no text and warns per operator. */
  font?: boolean;
  /** Whether the content stream is Flate-compressed (node:zlib). */
  compress?: boolean;
}

/** A PDF written by hand: header, objects, cross-reference table, trailer. Hostile shapes are options, not files. */
export function pdfFile({ content, pages = 1, font = true, compress = false }: PdfFileOptions): Uint8Array {
  const data = compress ? deflateSync(Buffer.from(content, 'latin1')).toString('latin1') : content;
  const pageNumbers = Array.from({ length: pages }, (_, index) => 5 + index);
  const resources = font ? ' /Resources << /Font << /F1 4 0 R >> >>' : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< /Length ${data.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n${data}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageNumbers.map(() => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R${resources} >>`),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
const zip = (files: Zippable) => zipSync(files);

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

/** A DOCX whose body has one paragraph per entry. */
export function docxDocument(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join('');
  return zip({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': xml(
      `<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': xml(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  });
}

/** A PPTX with one slide per entry, each slide one text paragraph per line. */
export function pptxDocument(slides: string[][]): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'ppt/presentation.xml': xml('<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>'),
  };
  slides.forEach((lines, index) => {
    const paragraphs = lines.map((line) => `<a:p><a:r><a:t>${line}</a:t></a:r></a:p>`).join('');
    files[`ppt/slides/slide${index + 1}.xml`] = xml(
      `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
  });
  return zip(files);
}

/** An EPUB whose chapters (XHTML bodies) are read in the given order. */
export function epubDocument(chapters: string[]): Uint8Array {
  const items = chapters.map((_, index) => `<item id="c${index}" href="text/c${index}.xhtml" media-type="application/xhtml+xml"/>`).join('');
  const spine = chapters.map((_, index) => `<itemref idref="c${index}"/>`).join('');
  const files: Zippable = {
    mimetype: strToU8('application/epub+zip'),
    'META-INF/container.xml': xml(
      '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': xml(`<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><manifest>${items}</manifest><spine>${spine}</spine></package>`),
  };
  chapters.forEach((body, index) => {
    files[`OEBPS/text/c${index}.xhtml`] = xml(`<html xmlns="http://www.w3.org/1999/xhtml"><head><title>c${index}</title></head><body>${body}</body></html>`);
  });
  return zip(files);
}

/** A workbook with the given sheets, in SheetJS's `bookType` (xlsx, biff8 for XLS, ods). */
export function spreadsheetDocument(sheets: Record<string, (string | number)[][]>, bookType: 'xlsx' | 'biff8' | 'ods'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer);
}

/** An HTML page whose text sits inside `depth` nested <div>s. */
export function nestedHtml(depth: number, text = 'deep text'): string {
  return `<!doctype html><html><body>${'<div>'.repeat(depth)}${text}${'</div>'.repeat(depth)}</body></html>`;
}
