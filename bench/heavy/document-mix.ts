// The heavy bench's document mix: each caller uploads, in turn, the documents of the security
// probe to POST /augment/text-parser (docs/decisions/0027): a 51 KB PDF of 2 million text operators
// without a font, a PDF of 2,000 pages, a PDF whose content stream unpacks to 300 MB, and HTML of
// 20,000 nested <div>s. Made once, in this process, by the tests' document builders.
import { FormData, request } from 'undici';
import { nestedHtml, pdfFile } from '../../test/support/documents.js';
import type { HeavyMix } from './mix.js';

interface Upload {
  name: string;
  bytes: Uint8Array;
}

/** Text operators; with no font selected pdf.js shows nothing for them, and by default warns once for each. */
const operators = (repeat: number) => 'BT (x) Tj ET '.repeat(repeat);
let uploads: Upload[] | undefined;
let turn = 0;

function documents(): Upload[] {
  uploads ??= [
    { name: 'operators.pdf', bytes: pdfFile({ content: operators(2_000_000), font: false, compress: true }) },
    { name: 'pages.pdf', bytes: pdfFile({ content: operators(10), pages: 2_000 }) },
    { name: 'unpacks.pdf', bytes: pdfFile({ content: operators(23_000_000), compress: true }) },
    { name: 'nested.html', bytes: new TextEncoder().encode(nestedHtml(20_000)) },
  ];
  return uploads;
}

export const documentMix: HeavyMix = {
  name: 'documents',
  description: 'hostile PDF and HTML uploads to the text parser',
  async send(origin, headers) {
    const all = documents();
    const upload = all[turn++ % all.length]!;
    const form = new FormData();
    form.append('file', new File([new Uint8Array(upload.bytes)], upload.name));
    const response = await request(`${origin}/api/v1/augment/text-parser`, { method: 'POST', headers, body: form });
    await response.body.dump();
    return response.statusCode;
  },
};
