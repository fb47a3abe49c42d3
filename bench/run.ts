// `npm run bench [-- name…]`: benchmarks that print figures. Not part of the pass/fail test run.
import { benchGateway } from './gateway.js';
import { benchHeavyRequests } from './heavy-requests.js';
import { benchHttp } from './http-pipeline.js';
import { benchIdleCache } from './idle-cache.js';
import { benchLlamaCpp } from './llama-cpp.js';
import { benchMedia } from './media.js';
import { benchRouting } from './routing.js';

const benches: Record<string, () => void | Promise<void>> = {
  routing: benchRouting,
  http: benchHttp,
  llama: benchLlamaCpp,
  gateway: benchGateway,
  heavy: benchHeavyRequests,
  idle: benchIdleCache,
  media: benchMedia,
};
const selected = process.argv.slice(2).filter((name) => name in benches);
for (const name of selected.length > 0 ? selected : Object.keys(benches)) await benches[name]!();
process.exit(0);
