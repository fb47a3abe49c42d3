// Documents attached to chat messages reach the model as text (src/augment/chat-documents.ts): a
// PDF as a data URL and a DOCX by public URL (a loopback site the configuration allows), checked in
// what the loopback upstream received; damaged files, documents over their budgets and internal URLs
// are refused before the model.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfDocument, pdfFile } from '../support/documents.js';
import { startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { startWebPages, type WebPages } from '../support/web-pages.js';
import { errorMessageOf, errorOf } from '../support/error-body.js';

describe('POST /chat/completions with documents', () => {
  let app: InferenceApp;
  let pages: WebPages;
  const chat = (content: unknown[]) =>
    app.service.call('createChatCompletion', { key: app.key, body: { model: 'chat-basic', messages: [{ role: 'user', content }] } as never });
  const sentContent = () => app.upstream.requests.at(-1)!.body.messages.at(-1).content;
  const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

  beforeAll(async () => {
    pages = await startWebPages();
    app = await startInferenceApp({ AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await pages?.close();
  });
  beforeEach(() => app.upstream.reset());

  it('POST /chat/completions returns 200 giving the model the text of a PDF sent as a data URL', async () => {
    const file = {
      type: 'file',
      file: { filename: 'report.pdf', file_data: dataUrl('application/pdf', pdfDocument(['Harbour report', 'All moorings inspected'])) },
    };
    const response = await chat([{ type: 'text', text: 'summarise' }, file]);
    expect(response.status).toBe(200);
    expect(sentContent()[1]).toEqual({ type: 'text', text: '--- report.pdf ---\nHarbour report\nAll moorings inspected\n--- end of report.pdf ---' });
  });

  it('POST /chat/completions returns 200 giving the model the text of an HTML page, not its markup, when it is sent as a data URL', async () => {
    const html = '<!doctype html><html><head><title>Tides</title><style>p{color:red}</style></head><body><p>High tide at <b>noon</b>.</p></body></html>';
    const response = await chat([{ type: 'file', file: { filename: 'tides.html', file_data: dataUrl('text/html', Buffer.from(html)) } }]);
    expect(response.status, response.text).toBe(200);
    const text = sentContent()[0].text as string;
    expect(text).toContain('High tide at');
    expect(text).not.toContain('<p>');
    expect(text).not.toContain('color:red');
  });

  it('POST /chat/completions returns 200 giving the model the text of a DOCX at a public URL', async () => {
    const response = await chat([{ type: 'file', file: { file_data: `${pages.url}/letter.docx` } }]);
    expect(response.status, response.text).toBe(200);
    expect(sentContent()[0].text).toContain('Dear harbour master,\n\nThe north mooring is loose.');
  });

  it('POST /chat/completions returns 400 for a damaged document or an internal URL, without calling the model', async () => {
    const damaged = await chat([{ type: 'file', file: { file_data: 'data:application/pdf;base64,JVBERi0=' } }]);
    expect(damaged.status).toBe(400);
    expect(errorOf(damaged.body)).toMatchObject({ code: 'FILE_UNREADABLE' });
    const internal = await chat([{ type: 'file', file: { file_data: 'http://169.254.169.254/latest/meta-data/' } }]);
    expect(internal.status).toBe(400);
    expect(errorOf(internal.body)).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    expect(app.upstream.requests).toHaveLength(0);
  });

  it('POST /chat/completions returns 400 naming DOCUMENT_MAX_PAGES for a PDF with more pages than the limit, without calling the model', async () => {
    const manyPages = pdfFile({ content: 'BT /F1 12 Tf ET BT (page) Tj ET', pages: 1001 });
    const response = await chat([{ type: 'file', file: { filename: 'pages.pdf', file_data: dataUrl('application/pdf', manyPages) } }]);
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'FILE_UNREADABLE' });
    expect(errorMessageOf(response.body) as string).toMatch(/1,001 pages, more than the limit of 1,000 \(DOCUMENT_MAX_PAGES\)/);
    expect(app.upstream.requests).toHaveLength(0);
  });
});
