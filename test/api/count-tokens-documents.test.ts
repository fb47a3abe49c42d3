// POST /messages/count_tokens is free, so the documents it holds are parsed in the free lane's own
// workers (DOCUMENT_FREE_WORKERS, DOCUMENT_FREE_QUEUE_LIMIT), never in those paying calls use: a
// paying POST /augment/text-parser answers while a count's slow PDF parses, and a count finding the
// free lane full is refused 503 rather than taking a paying worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, pdfFile } from '../support/documents.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';

/** A small compressed PDF that pdf.js takes seconds to read: 2,000,000 operators without a font. */
const slowPdf = () => Buffer.from(pdfFile({ content: 'BT (x) Tj ET '.repeat(2_000_000), font: false, compress: true })).toString('base64');
const small = pdfDocument(['A short paid document']);

describe('count_tokens documents in the free lane', () => {
  let app: InferenceApp;

  beforeAll(async () => {
    app = await startInferenceApp({
      DOCUMENT_WORKERS: '1',
      DOCUMENT_QUEUE_LIMIT: '0',
      DOCUMENT_FREE_WORKERS: '1',
      DOCUMENT_FREE_QUEUE_LIMIT: '0',
      DOCUMENT_TIME_LIMIT_MS: '60000',
    });
  });
  afterAll(() => app?.close());

  const countWithDocument = (data: string) =>
    app.service.call('countMessageTokens', {
      key: app.key,
      body: {
        model: 'chat-basic',
        messages: [
          {
            role: 'user',
            content: [
              { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data } },
              { type: 'text', text: 'Summarize.' },
            ],
          },
        ],
      } as never,
    });

  it('POST /augment/text-parser returns 200 while a count_tokens document parses in the free lane, and a second count gets 503', async () => {
    const { documents, freeDocuments } = app.service.app.services;
    let counted = false;
    const slow = countWithDocument(slowPdf()).finally(() => {
      counted = true;
    });
    await expect.poll(() => freeDocuments.parsing).toBe(1); // the count's PDF is in the free lane's worker
    expect(documents.parsing).toBe(0);
    const refused = await countWithDocument(slowPdf());
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ type: 'error', error: { type: 'overloaded_error', message: expect.stringMatching(/DOCUMENT_FREE_QUEUE_LIMIT/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const paid = await app.service.call('createTextParser', { key: app.key, form: { files: { file: new File([new Uint8Array(small)], 'paid.pdf') } } });
    expect(paid.status).toBe(200);
    expect((paid.body as { text: string }).text).toBe('A short paid document');
    expect(counted).toBe(false); // answered while the count's document was still being parsed
    expect((await slow).status).toBe(200);
    expect(app.upstream.requests).toEqual([]); // counting sends the upstream nothing
  }, 120_000);
});
