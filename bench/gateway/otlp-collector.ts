// The loopback OpenTelemetry collector of the gateway bench with traces on (BENCH_GATEWAY_TRACING=1):
// it accepts OTLP/HTTP trace exports and only counts them, so the service under test pays for
// making and exporting its spans while no real collector's work lands on the machine.
//   node --import tsx bench/gateway/otlp-collector.ts       (prints `listening <port>` on stdout)
//   GET /__count                                            ({"posts": N, "bytes": N})
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let posts = 0;
let bytes = 0;

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/__count') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ posts, bytes }));
    return;
  }
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/v1/traces') posts += 1;
    response.writeHead(200, { 'content-type': 'application/x-protobuf' });
    response.end(); // an empty ExportTraceServiceResponse: everything accepted
  });
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
