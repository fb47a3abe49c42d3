// `npm run mock` (or `make mock`): serves the mock of the contract (mock-app.ts) on PORT (default
// 4010, as Prism), HOST (default 127.0.0.1); MOCK_SEED picks the generated values.
import { createServer } from 'node:http';
import { readMockSettings } from '../config/environment.js';
import { API_ROOT } from '../http/api-root.js';
import { createMockApp } from './mock-app.js';

const settings = readMockSettings();
const server = createServer(createMockApp({ seed: settings.seed }).callback());
server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`mock of the contract listening on http://${settings.host}:${port}${API_ROOT}  (seed ${settings.seed})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
