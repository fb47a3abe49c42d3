// `npm run contract-proxy -- --target http://127.0.0.1:8080 [--port 4020] [--report file.jsonl]`
// (or `make contract-proxy TARGET=…`): the validating proxy (validating-proxy.ts). Point a client
// at it instead of the server; each exchange that breaks the contract is one JSON line (on stdout,
// or appended to --report), and on exit (Ctrl-C) a closing `summary` line counts them per operation.
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readMockSettings } from '../config/environment.js';
import { ValidatingProxy } from './validating-proxy.js';

const { values } = parseArgs({ options: { target: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, report: { type: 'string' } } });
if (!values.target || !/^https?:\/\//.test(values.target)) {
  console.error('usage: npm run contract-proxy -- --target http://host:port [--port 4020] [--host 127.0.0.1] [--report file.jsonl]');
  process.exit(2);
}
const settings = readMockSettings(process.env, 4020);
const write = (line: unknown) => {
  const text = `${JSON.stringify(line)}\n`;
  if (values.report) appendFileSync(values.report, text);
  else process.stdout.write(text);
};
const proxy = new ValidatingProxy({ target: values.target, onReport: write });
const origin = await proxy.listen(values.port ? Number(values.port) : settings.port, values.host ?? settings.host);
console.error(`contract-proxy: ${origin} -> ${values.target}; exchanges that break the contract are reported${values.report ? ` in ${values.report}` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    write({ summary: proxy.summary });
    console.error(`contract-proxy: ${proxy.summary.exchanges} exchanges, ${proxy.summary.breaking} broke the contract`);
    await proxy.close();
    process.exit(proxy.summary.breaking > 0 ? 1 : 0);
  });
}
