// The service on the test catalog with its image models routed to a loopback image upstream
// (image-upstream.ts) and the embedded upscaler, and 20 USD on the first account.
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { balancesOf, type Balance } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/billing/money.js';
import { creditTestAccount } from './credit.js';
import { startImageUpstream, type ImageUpstream } from './image-upstream.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface ImageApp {
  service: TestApp;
  upstream: ImageUpstream;
  balance(): Promise<Balance>;
  resetUpstream(): void;
  close(): Promise<void>;
}

export async function startImageApp(): Promise<ImageApp> {
  const upstream = await startImageUpstream();
  const service = await startTestApp({
    configDir: join(PROJECT_ROOT, 'test', 'fixtures', 'config'),
    environment: { FIXTURE_IMAGE_UPSTREAM_URL: upstream.url },
  });
  await creditTestAccount(service, '20');
  const owner = accountOwner(service.app.bootstrap.accountId);
  return {
    service,
    upstream,
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
