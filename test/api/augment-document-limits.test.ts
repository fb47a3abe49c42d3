// POST /augment/text-parser on hostile documents, made at test time and kept small by lowering the
// budgets through settings: every refusal names its limit and charges nothing, pdf.js's warnings
// stay out of the log, the event loop answers other requests while a document is parsed in its
// worker, a worker past its time or memory limit fails only its own document, and a full pool
// answers 503.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { balancesOf } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { nestedHtml, pdfDocument, pdfFile } from '../support/documents.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Refusal = { code: string; error: string };

/** `repeat` PDF text operators showing `shown` in font /F1. */
const operators = (repeat: number, shown = 'x') => `BT /F1 12 Tf ET ${`BT (${shown}) Tj ET `.repeat(repeat)}`;
/** Text operators with no font selected: pdf.js shows nothing for them, and by default warns once for each. */
const fontless = (repeat: number) => 'BT (x) Tj ET '.repeat(repeat);
/**
 * A small compressed PDF that keeps a worker busy for minutes: 500 pages drawing one content stream
 * of 2,000,000 operators without a font (26 MB unpacked), each page taking pdf.js seconds.
 */
const heldPdf = () => file(pdfFile({ content: fontless(2_000_000), font: false, compress: true, pages: 500 }), 'held.pdf');

/** The service with these settings, funded, and its text parser called with an INFERENCE key; the account's balance once its charges are written. */
async function startParserApp(environment: NodeJS.ProcessEnv) {
  const service = await startTestApp({ environment });
  await creditTestAccount(service, '10');
  const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'document limits' } });
  const key = (created.body as { data: { apiKey: string } }).data.apiKey;
  return {
    service,
    parse: (upload: File) => service.call('createTextParser', { key, form: { files: { file: upload } } }),
    balance: async () => {
      await service.app.services.credits.drain();
      return (await balancesOf(service.app.services.database, accountOwner(service.app.bootstrap.accountId))).USD.amount;
    },
  };
}

type ParserApp = Awaited<ReturnType<typeof startParserApp>>;

const file = (bytes: Uint8Array | string, name: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

describe('POST /augment/text-parser within the document budgets', () => {
  let service: TestApp;
  let parse: ParserApp['parse'];
  let balance: ParserApp['balance'];

  beforeAll(async () => {
    ({ service, parse, balance } = await startParserApp({
      DOCUMENT_WORKERS: '1',
      DOCUMENT_QUEUE_LIMIT: '1',
      DOCUMENT_TIME_LIMIT_MS: '3000',
      DOCUMENT_MAX_PAGES: '20',
      DOCUMENT_MAX_UNPACKED_MB: '32',
      DOCUMENT_MAX_TEXT_CHARS: '20000',
      DOCUMENT_MAX_HTML_DEPTH: '64',
    }));
  });
  afterAll(() => service?.close());

  it('POST /augment/text-parser returns 413 naming DOCUMENT_MAX_TEXT_CHARS for a small PDF of very many Tj operators, and charges nothing', async () => {
    const before = await balance();
    const pdf = pdfFile({ content: operators(50_000, 'ab'), compress: true });
    expect(pdf.length).toBeLessThan(10_000);
    const response = await parse(file(pdf, 'operators.pdf'));
    expect(response.status).toBe(413);
    expect((response.body as Refusal).code).toBe('PAYLOAD_TOO_LARGE');
    expect((response.body as Refusal).error).toMatch(/limit of 20,000 characters \(DOCUMENT_MAX_TEXT_CHARS\)/);
    expect(await balance()).toBe(before);
  });

  it('POST /augment/text-parser returns 400 naming DOCUMENT_MAX_PAGES for a PDF with more pages than the limit, and charges nothing', async () => {
    const before = await balance();
    const response = await parse(file(pdfFile({ content: operators(1), pages: 21 }), 'pages.pdf'));
    expect(response.status).toBe(400);
    expect((response.body as Refusal).code).toBe('FILE_UNREADABLE');
    expect((response.body as Refusal).error).toMatch(/21 pages, more than the limit of 20 \(DOCUMENT_MAX_PAGES\)/);
    expect(await balance()).toBe(before);
    const withinLimit = await parse(file(pdfFile({ content: operators(1, 'page'), pages: 20 }), 'pages.pdf'));
    expect(withinLimit.status).toBe(200);
  });

  it('POST /augment/text-parser returns 413 naming DOCUMENT_MAX_UNPACKED_MB for a PDF whose content stream decompresses past it, and charges nothing', async () => {
    const before = await balance();
    const pdf = pdfFile({ content: operators(3_000_000), compress: true }); // 39 MB of operators in ~40 KB
    expect(pdf.length).toBeLessThan(100_000);
    const response = await parse(file(pdf, 'bomb.pdf'));
    expect(response.status).toBe(413);
    expect((response.body as Refusal).code).toBe('PAYLOAD_TOO_LARGE');
    expect((response.body as Refusal).error).toMatch(/unpacks to more than the limit of 32 MB \(DOCUMENT_MAX_UNPACKED_MB\)/);
    expect(await balance()).toBe(before);
  });

  it('POST /augment/text-parser returns 400 naming DOCUMENT_MAX_HTML_DEPTH for HTML nested deeper than the limit, and charges nothing', async () => {
    const before = await balance();
    const response = await parse(file(nestedHtml(3000), 'deep.html'));
    expect(response.status).toBe(400);
    expect((response.body as Refusal).code).toBe('FILE_UNREADABLE');
    expect((response.body as Refusal).error).toMatch(/deeper than the limit of 64 levels \(DOCUMENT_MAX_HTML_DEPTH\)/);
    expect(await balance()).toBe(before);
    const shallow = await parse(file(nestedHtml(60, 'shallow text'), 'shallow.html'));
    expect(shallow.status).toBe(200);
    expect((shallow.body as { text: string }).text).toBe('shallow text');
  });
});

// What a worker writes reaches this process through its stdio port, in no order with its answer:
// the check that nothing was written waits for the worker's exit, by which Node has delivered
// everything it wrote (the pool is closed, terminating its one worker).
describe('POST /augment/text-parser and pdf.js warnings', () => {
  let service: TestApp;
  let parse: ParserApp['parse'];

  beforeAll(async () => {
    ({ service, parse } = await startParserApp({ DOCUMENT_WORKERS: '1', DOCUMENT_QUEUE_LIMIT: '1' }));
  });
  afterAll(() => service?.close());
  afterEach(() => vi.restoreAllMocks());

  it('POST /augment/text-parser returns 200 for a PDF of operators without a font, writing none of pdf.js warnings to the log', async () => {
    const lines: string[] = [];
    const record = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    for (const method of ['log', 'warn', 'info', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...values) => void lines.push(values.join(' ')));
    vi.spyOn(process.stdout, 'write').mockImplementation(record);
    vi.spyOn(process.stderr, 'write').mockImplementation(record);
    const response = await parse(file(pdfFile({ content: fontless(5_000), font: false, compress: true }), 'no-font.pdf'));
    await service.app.services.documents.close(); // resolves once the worker has exited
    await new Promise((resolve) => setImmediate(resolve)); // its stdio, pushed by then, is piped on a tick
    vi.restoreAllMocks();
    expect(response.status).toBe(200);
    expect((response.body as { text: string }).text).toBe('');
    expect(lines.filter((line) => /warning/i.test(line))).toEqual([]);
  });
});

// The time limit far below what the held PDF takes (minutes) and far above what plain text takes on
// a fresh worker (no parser module to load), so neither the machine's speed nor its load decides the outcome.
describe('POST /augment/text-parser past the time limit', () => {
  let service: TestApp;
  let parse: ParserApp['parse'];
  let balance: ParserApp['balance'];

  beforeAll(async () => {
    ({ service, parse, balance } = await startParserApp({
      DOCUMENT_WORKERS: '1',
      DOCUMENT_QUEUE_LIMIT: '1',
      DOCUMENT_TIME_LIMIT_MS: '2000',
      DOCUMENT_MAX_UNPACKED_MB: '32',
    }));
  });
  afterAll(() => service?.close());

  it('POST /augment/text-parser returns 400 naming DOCUMENT_TIME_LIMIT_MS for a PDF that parses past it, and the next document parses', async () => {
    const before = await balance();
    const response = await parse(heldPdf());
    expect(response.status).toBe(400);
    expect((response.body as Refusal).code).toBe('FILE_UNREADABLE');
    expect((response.body as Refusal).error).toMatch(/longer than the time limit of 2 s \(DOCUMENT_TIME_LIMIT_MS\)/);
    expect(await balance()).toBe(before);
    // plain text: the fresh worker's first document, with no parser module to load within the limit
    const next = await parse(file('After the time-out', 'next.txt'));
    expect(next.status).toBe(200);
    expect((next.body as { text: string }).text).toBe('After the time-out');
  });
});

// The pool held busy, or full, by documents that the test ends itself: a time limit of ten minutes and
// the held PDF (minutes of work), each upload aborted by its client once the test has seen what it
// checks, which terminates its worker. The lane stays busy however slowly or fast the machine runs.
describe('POST /augment/text-parser with the pool full', () => {
  let service: TestApp;
  let balance: ParserApp['balance'];
  let key: string;

  beforeAll(async () => {
    ({ service, balance } = await startParserApp({
      DOCUMENT_WORKERS: '1',
      DOCUMENT_QUEUE_LIMIT: '1',
      DOCUMENT_TIME_LIMIT_MS: '600000',
      DOCUMENT_MAX_UNPACKED_MB: '32',
    }));
    const created = await service.call('createApiKey', { key: service.adminKey, body: { apiKeyType: 'INFERENCE', description: 'full pool' } });
    key = (created.body as { data: { apiKey: string } }).data.apiKey;
  });
  afterAll(() => service?.close());

  /** An upload its client ends: the answer, and the abort that releases its document. */
  const heldUpload = (upload: File) => {
    const controller = new AbortController();
    const form = new FormData();
    form.append('file', upload);
    const answer = fetch(`${service.baseUrl}/api/v1/augment/text-parser`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
      signal: controller.signal,
    }).catch(() => undefined);
    return { answer, release: () => controller.abort() };
  };

  it('GET /models is answered while a document is parsed in its worker', async () => {
    const documents = service.app.services.documents;
    const running = heldUpload(heldPdf());
    await expect.poll(() => documents.parsing).toBe(1); // the document is in its worker
    const models = await service.call('listModels');
    expect(models.status).toBe(200);
    expect(documents.parsing).toBe(1); // answered while the document was still being parsed
    running.release();
    await expect.poll(() => documents.parsing).toBe(0);
    await running.answer;
  });

  it('POST /augment/text-parser returns 503 with Retry-After when the worker and its queue are full, and charges nothing', async () => {
    const before = await balance();
    const documents = service.app.services.documents;
    const running = heldUpload(heldPdf());
    await expect.poll(() => documents.parsing).toBe(1);
    const queued = heldUpload(heldPdf());
    await expect.poll(() => documents.waiting).toBe(1);
    const refused = await service.call('createTextParser', { key, form: { files: { file: file(pdfDocument(['third']), 'third.pdf') } } });
    expect(documents.parsing).toBe(1); // the lane was full when the third document was refused
    expect(documents.waiting).toBe(1);
    expect(refused.status).toBe(503);
    expect((refused.body as Refusal).code).toBe('SERVICE_UNAVAILABLE');
    expect((refused.body as Refusal).error).toMatch(/DOCUMENT_QUEUE_LIMIT/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    queued.release();
    await expect.poll(() => documents.waiting).toBe(0);
    running.release();
    await expect.poll(() => documents.parsing).toBe(0);
    await Promise.all([running.answer, queued.answer]);
    expect(await balance()).toBe(before);
  });
});

describe('POST /augment/text-parser with a worker memory limit', () => {
  let service: TestApp;
  let parse: ParserApp['parse'];

  beforeAll(async () => {
    ({ service, parse } = await startParserApp({ DOCUMENT_WORKERS: '1', DOCUMENT_MEMORY_LIMIT_MB: '48', DOCUMENT_TIME_LIMIT_MS: '60000' }));
  });
  afterAll(() => service?.close());

  it('POST /augment/text-parser returns 400 naming DOCUMENT_MEMORY_LIMIT_MB when its worker runs out of memory, and the next document parses', async () => {
    const large = `<!doctype html><html><body>${'<p><b>bold</b> and <i>italic</i> text</p>'.repeat(100_000)}</body></html>`;
    const response = await parse(file(large, 'large.html'));
    expect(response.status).toBe(400);
    expect((response.body as Refusal).code).toBe('FILE_UNREADABLE');
    expect((response.body as Refusal).error).toMatch(/memory limit of 48 MB \(DOCUMENT_MEMORY_LIMIT_MB\)/);
    const next = await parse(file(pdfDocument(['After the crash']), 'next.pdf'));
    expect(next.status).toBe(200);
    expect((next.body as { text: string }).text).toBe('After the crash');
  });
});
