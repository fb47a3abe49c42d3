// The service on the discovery fixture with its media models (fixture-video, fixture-music) routed to
// a loopback media upstream, and 20 USD on the first account: the setup of the media-job tests.
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { balancesOf, type Balance } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/billing/money.js';
import { creditTestAccount } from './credit.js';
import { startMediaUpstream, type MediaUpstream } from './media-upstream.js';
import { startTestApp, type TestApp } from './test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');

export interface MediaApp {
  service: TestApp;
  upstream: MediaUpstream;
  /** The first account's ledger owner. */
  owner: string;
  /** The first account's USD balance now. */
  balance(): Promise<Balance>;
  /** Forgets what the upstream received and any answers still queued for it. */
  resetUpstream(): void;
  close(): Promise<void>;
}

export async function startMediaApp(): Promise<MediaApp> {
  const upstream = await startMediaUpstream();
  const service = await startTestApp({ configDir: FIXTURE_CONFIG, environment: { FIXTURE_MEDIA_UPSTREAM_URL: upstream.url } });
  await creditTestAccount(service, '20');
  const owner = accountOwner(service.app.bootstrap.accountId);
  return {
    service,
    upstream,
    owner,
    balance: async () => {
      await service.app.services.credits.drain();
      return (await balancesOf(service.app.services.database, owner)).USD;
    },
    resetUpstream() {
      upstream.received.length = 0;
      upstream.next.clear();
    },
    async close() {
      await service.close();
      await upstream.close();
    },
  };
}
