// Documents attached to chat messages reach the model as text: a file part holding a PDF, DOCX,
// PPTX, spreadsheet, EPUB or HTML (as a data URL, or a public URL fetched through the caller-URL
// fetcher) is replaced, before the request is planned, by a text file part with the document's
// text as the text parser extracts it. Text files are left as they are (the chat converts them
// itself). A document that cannot be read is refused as POST /augment/text-parser refuses it.
import type { components } from '../../generated/api-types.js';
import { apiError } from '../errors.js';
import { type ChatRequest, isExtractableFile } from '../inference/features.js';
import { FetchFailure, type PublicFetcher } from '../outbound/public-fetch.js';
import type { DocumentParsers } from './documents/document-pool.js';
import type { UploadedDocument } from './documents/document-format.js';

type UserPart = components['schemas']['ChatUserContentPart'];
type FilePart = Extract<UserPart, { type: 'file' }>;

function fromDataUrl(dataUrl: string, name: string): UploadedDocument {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma < 0 ? undefined : comma);
  const payload = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const bytes = /;base64$/i.test(header) ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  return { bytes: new Uint8Array(bytes), name, type: header.split(';')[0] ?? '' };
}

async function fromUrl(url: string, name: string, fetcher: PublicFetcher, signal: AbortSignal): Promise<UploadedDocument> {
  try {
    const resource = await fetcher.fetch(url, signal);
    return { bytes: new Uint8Array(resource.body), name: name || (new URL(resource.url).pathname.split('/').pop() ?? ''), type: resource.mediaType };
  } catch (error) {
    if (error instanceof FetchFailure) throw apiError('FILE_UNREADABLE', { message: `The file at ${url} could not be fetched: ${error.message}` });
    throw error;
  }
}

/** What reads the documents: the caller-URL fetcher and the document workers. */
export interface DocumentReaders {
  callerFetch: PublicFetcher;
  documents: DocumentParsers;
}

async function asTextPart(part: FilePart, readers: DocumentReaders, signal: AbortSignal): Promise<FilePart> {
  const data = part.file.file_data;
  const name = part.file.filename ?? '';
  const document = /^data:/i.test(data) ? fromDataUrl(data, name) : await fromUrl(data, name, readers.callerFetch, signal);
  const { text } = await readers.documents.extract(document, signal);
  const textUrl = `data:text/plain;base64,${Buffer.from(text, 'utf8').toString('base64')}`;
  return { ...part, file: { file_data: textUrl, ...(part.file.filename ? { filename: part.file.filename } : {}) } };
}

const needsExtraction = (part: UserPart): part is FilePart => part.type === 'file' && !isExtractableFile(part.file.file_data);

/** The request with every document file part turned into a text file part; the same object when there is none. */
export async function documentsAsText(request: ChatRequest, readers: DocumentReaders, signal: AbortSignal): Promise<ChatRequest> {
  const hasDocuments = request.messages.some((message) => message.role === 'user' && Array.isArray(message.content) && message.content.some(needsExtraction));
  if (!hasDocuments) return request;
  const messages = await Promise.all(
    request.messages.map(async (message) => {
      if (message.role !== 'user' || !Array.isArray(message.content)) return message;
      const content = await Promise.all(message.content.map((part) => (needsExtraction(part) ? asTextPart(part, readers, signal) : part)));
      return { ...message, content };
    }),
  );
  return { ...request, messages };
}
