// POST /augment/text-parser: a document's text and its estimated size in tokens, charged per call
// (parsed in the document workers; a document refused or over its budgets is not charged).
import type { PaidCallContext } from '../billing/paid-step.js';
import { BYTES_PER_TOKEN } from '../inference/metering.js';
import { chargedPerCall } from './per-call.js';

export interface ParsedDocument {
  text: string;
  tokens: number;
}

/** The text's size for a model: no tokenizer is tied to this endpoint, so the service-wide estimate (bytes per token). */
export const estimatedTokens = (text: string) => Math.ceil(Buffer.byteLength(text) / BYTES_PER_TOKEN);

/** The uploaded document: its bytes, and the filename and content type its part gave. */
export interface DocumentUpload {
  data: Buffer;
  filename?: string;
  contentType: string;
}

export async function parseDocument(file: DocumentUpload, call: PaidCallContext): Promise<ParsedDocument> {
  const price = { sku: 'augment-text-parser', micro: call.services.catalog.augment.prices.textParser };
  return chargedPerCall(call, price, async () => {
    const document = { bytes: new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength), name: file.filename ?? '', type: file.contentType };
    const { text } = await call.services.documents.extract(document, call.signal);
    return { text, tokens: estimatedTokens(text) };
  });
}
