// POST /augment/text-parser on real documents made at test time (test/support/documents.ts): each
// kind the parser reads, the refusals of damaged and unsupported files, and the per-call charge
// read back from the ledger.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { docxDocument, epubDocument, pdfDocument, pptxDocument, spreadsheetDocument } from '../support/documents.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Parsed = { text: string; tokens: number };

describe('POST /augment/text-parser', () => {
  let service: TestApp;
  let key: string;

  beforeAll(async () => {
    service = await startTestApp();
    await creditTestAccount(service, '10');
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'parser tests' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
  });
  afterAll(() => service?.close());

  const file = (bytes: Uint8Array | string, name: string, type = 'application/octet-stream') =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
  const parse = (upload: File, responseFormat?: 'json' | 'text') =>
    service.call('createTextParser', { key, form: { files: { file: upload }, fields: responseFormat ? { response_format: responseFormat } : {} } });

  it('POST /augment/text-parser returns 200 with the text of a PDF and its token estimate', async () => {
    const response = await parse(file(pdfDocument(['Quarterly report', 'Revenue grew (12%) this year']), 'report.pdf', 'application/pdf'));
    expect(response.status).toBe(200);
    const body = response.body as Parsed;
    expect(body.text).toContain('Quarterly report');
    expect(body.text).toContain('Revenue grew (12%) this year');
    expect(body.tokens).toBe(Math.ceil(Buffer.byteLength(body.text) / 4));
  });

  it('POST /augment/text-parser returns 200 with the paragraphs of a DOCX', async () => {
    const response = await parse(file(docxDocument(['First paragraph', 'Second paragraph']), 'letter.docx'));
    expect(response.status).toBe(200);
    expect((response.body as Parsed).text).toBe('First paragraph\n\nSecond paragraph');
  });

  it('POST /augment/text-parser returns 200 with every sheet of an XLSX, an XLS and an ODS as CSV', async () => {
    const sheets = {
      Sales: [
        ['region', 'total'],
        ['north', 12],
        ['south', 30],
      ],
      Notes: [['checked by', 'Ada']],
    };
    for (const [bookType, name] of [
      ['xlsx', 'book.xlsx'],
      ['biff8', 'book.xls'],
      ['ods', 'book.ods'],
    ] as const) {
      const response = await parse(file(spreadsheetDocument(sheets, bookType), name));
      expect(response.status, name).toBe(200);
      expect((response.body as Parsed).text, name).toBe('## Sales\n\nregion,total\nnorth,12\nsouth,30\n\n## Notes\n\nchecked by,Ada');
    }
  });

  it('POST /augment/text-parser returns 200 with the slides of a PPTX and the chapters of an EPUB in order', async () => {
    const slides = await parse(file(pptxDocument([['Title slide', 'subtitle'], ['Second slide']]), 'deck.pptx'));
    expect((slides.body as Parsed).text).toBe('## Slide 1\n\nTitle slide\nsubtitle\n\n## Slide 2\n\nSecond slide');
    const book = await parse(file(epubDocument(['<h1>Chapter one</h1><p>It begins.</p>', '<h1>Chapter two</h1><p>It ends.</p>']), 'book.epub'));
    expect((book.body as Parsed).text).toBe('# Chapter one\n\nIt begins.\n\n# Chapter two\n\nIt ends.');
  });

  it('POST /augment/text-parser returns 200 with HTML as Markdown and text formats as they are', async () => {
    const html =
      '<!doctype html><html><head><script>alert(1)</script></head><body><h2>Title</h2><p>A <a href="https://example.com/">link</a>.</p></body></html>';
    expect(((await parse(file(html, 'page.html', 'text/html'))).body as Parsed).text).toBe('## Title\n\nA [link](https://example.com/).');
    for (const [content, name] of [
      ['a,b\n1,2\n', 'data.csv'],
      ['{"key": "värde"}', 'data.json'],
      ['# Notes\n\n- one\n', 'notes.md'],
      ['export const x = 1;\n', 'main.ts'],
    ]) {
      expect(((await parse(file(content!, name!))).body as Parsed).text, name).toBe(content);
    }
  });

  it('POST /augment/text-parser returns 200 with the text alone as text/plain when response_format is text', async () => {
    const response = await parse(file(docxDocument(['Only text']), 'a.docx'), 'text');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe('Only text');
  });

  it('POST /augment/text-parser returns 400 for a damaged PDF, a damaged DOCX or an empty file, and charges nothing', async () => {
    const owner = accountOwner(service.app.bootstrap.accountId);
    await service.app.services.credits.drain();
    const before = (await balancesOf(service.app.services.database, owner)).USD.amount;
    const truncatedPdf = pdfDocument(['cut short']).subarray(0, 60);
    const brokenDocx = docxDocument(['x']).subarray(0, 200);
    for (const upload of [file(truncatedPdf, 'cut.pdf'), file(brokenDocx, 'cut.docx'), file('', 'empty.txt')]) {
      const response = await parse(upload);
      expect(response.status, upload.name).toBe(400);
      expect((response.body as { code: string }).code, upload.name).toBe('FILE_UNREADABLE');
    }
    await service.app.services.credits.drain();
    expect((await balancesOf(service.app.services.database, owner)).USD.amount).toBe(before);
  });

  it('POST /augment/text-parser returns 415 for a binary file of a kind it does not read, or a legacy DOC', async () => {
    const image = file(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'photo.png', 'image/png');
    const legacyDoc = file(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.doc', 'application/msword');
    const otherZip = file(zipSync({ 'readme.txt': new TextEncoder().encode('hi') }), 'archive.zip');
    for (const upload of [image, legacyDoc, otherZip]) {
      const response = await parse(upload);
      expect(response.status, upload.name).toBe(415);
      expect((response.body as { code: string }).code, upload.name).toBe('UNSUPPORTED_FILE_TYPE');
    }
  });

  it('POST /augment/text-parser returns 400 without a file part, when file is a text part, for a malformed multipart body or an unknown part', async () => {
    const missing = await service.call('createTextParser', { key, form: { fields: { response_format: 'json' } } });
    expect(missing.status).toBe(400);
    const form = new FormData();
    form.append('file', 'not a file');
    const response = await fetch(`${service.baseUrl}/api/v1/augment/text-parser`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { file: { _errors: ['must be a file part'] } } });
    const malformed = await service.call('createTextParser', {
      key,
      rawBody: '--nope\r\nnot a part',
      headers: { 'content-type': 'multipart/form-data; boundary=robustness' },
    });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { error: string }).error).toMatch(/^Malformed multipart body/);
    const unknownPart = await service.call('createTextParser', { key, form: { files: { file: file('x', 'a.txt') }, fields: { colour: 'blue' } } });
    expect(unknownPart.status).toBe(400);
  });

  it('POST /augment/text-parser returns 415 for a JSON body and 402 without a key or wallet', async () => {
    const json = await service.call('createTextParser', { key, rawBody: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    const anonymous = await service.call('createTextParser', { form: { files: { file: file('x', 'a.txt') } } });
    expect(anonymous.status).toBe(402);
  });

  it('POST /augment/text-parser returns 200 and charges the per-call price of config/augment.yaml', async () => {
    const owner = accountOwner(service.app.bootstrap.accountId);
    await service.app.services.credits.drain();
    const before = (await balancesOf(service.app.services.database, owner)).USD.amount;
    expect((await parse(file('hello', 'a.txt'))).status).toBe(200);
    await service.app.services.credits.drain();
    expect(before - (await balancesOf(service.app.services.database, owner)).USD.amount).toBe(1_000n); // 0.001 USD
  });
});
