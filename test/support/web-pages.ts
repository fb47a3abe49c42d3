// A small website on loopback for the scraper: an article page, a PDF and a DOCX, redirects (to itself, to
// internal addresses, in a loop), an error, a page with nothing to read, a page nested past the
// default HTML depth budget, an oversized body and a server that never answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { docxDocument, nestedHtml, pdfDocument } from './documents.js';

export interface WebPages {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  /** Paths requested, in order. */
  requested: string[];
  close(): Promise<void>;
}

const ARTICLE = `<!doctype html><html><head><meta charset="utf-8"><title>Tide tables explained</title></head><body>
<nav><a href="/">Home</a> | <a href="/about">About</a> | <a href="/contact">Contact</a></nav>
<article><h1>Tide tables explained</h1>
<p>Tides rise and fall twice a day along most coasts because the Moon's gravity pulls the oceans into two bulges, one facing the Moon and one opposite it.</p>
<p>A tide table lists the times and heights of high and low water for one place. Read the <a href="/guide/heights">guide to heights</a> before planning a walk on the flats; the sea comes back faster than most people expect.</p>
<p>Spring tides, with the largest range, follow new and full moons; neap tides, with the smallest, follow the quarter moons.</p>
</article>
<footer>Copyright the harbour office. All rights reserved.</footer></body></html>`;

export async function startWebPages(): Promise<WebPages> {
  const requested: string[] = [];
  let port = 0;
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    switch (path) {
      case '/article':
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
      case '/report.pdf':
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(pdfDocument(['Harbour report', 'All moorings inspected'])));
      case '/letter.docx':
        return response
          .writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
          .end(Buffer.from(docxDocument(['Dear harbour master,', 'The north mooring is loose.'])));
      case '/moved':
        return redirect('/article');
      case '/to-private':
        return redirect('http://10.1.2.3/secret');
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-localhost':
        return redirect(`http://localhost:${port}/article`);
      case '/loop':
        return redirect('/loop');
      case '/empty':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body></body></html>');
      case '/nested':
        return response.writeHead(200, { 'content-type': 'text/html' }).end(nestedHtml(300));
      case '/image':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
      case '/huge':
        // No Content-Length: the cap must hold while reading.
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let index = 0; index < 64; index++) response.write('x'.repeat(16 * 1024));
        return response.end();
      case '/silent':
        return; // never answers
      default:
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requested,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
