// Word (DOCX) text with mammoth, the paragraphs in order; PowerPoint (PPTX) text read from the
// slides' DrawingML with linkedom's XML parser, one block per slide in slide order.
import { unzipSync } from 'fflate';
import { DOMParser } from 'linkedom';
import mammoth from 'mammoth';
import { unreadableFile } from './document-errors.js';

export async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    return result.value.replace(/\n{3,}/g, '\n\n').trim();
  } catch (error) {
    throw unreadableFile(`the DOCX document is damaged (${(error as Error).message})`);
  }
}

const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;

/** The XML of the package entries whose names pass `keep`, decoded. */
export function packageXml(bytes: Uint8Array, keep: (name: string) => boolean): Record<string, string> {
  try {
    const files = unzipSync(bytes, { filter: (file) => keep(file.name) });
    return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, new TextDecoder().decode(data)]));
  } catch (error) {
    throw unreadableFile(`the package cannot be unpacked (${(error as Error).message})`);
  }
}

/** Each paragraph's text runs (`a:t` in `a:p`), joined: what PowerPoint shows on a slide. */
function slideText(xml: string): string {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const paragraphs = [...document.getElementsByTagName('a:p')].map((paragraph) =>
    [...paragraph.getElementsByTagName('a:t')].map((run) => run.textContent ?? '').join(''),
  );
  return paragraphs.filter((text) => text.trim() !== '').join('\n');
}

export function pptxText(bytes: Uint8Array): string {
  const slides = Object.entries(packageXml(bytes, (name) => SLIDE.test(name)))
    .map(([name, xml]) => ({ number: Number(SLIDE.exec(name)![1]), xml }))
    .sort((a, b) => a.number - b.number);
  return slides
    .map((slide) => `## Slide ${slide.number}\n\n${slideText(slide.xml)}`.trim())
    .join('\n\n')
    .trim();
}
