// The service on the discovery fixture with its upstream-routed models pointed at a loopback
// upstream, and 20 USD on the first account: the setup of the media-job, audio and image tests.
//   startMediaApp(): video, music and the voice changer (fixture-video, fixture-music,
//   fixture-voice-changer) on media-upstream.ts; `environment` adds settings (e.g. fetch allow-lists),
//   `options` a PostgreSQL database in place of the embedded one
//   startImageApp(): the image models on image-upstream.ts (and the embedded upscaler)
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';
import { balancesOf, type Balance } from '../../src/billing/ledger.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from './credit.js';
import { startImageUpstream, type ImageUpstream } from './image-upstream.js';
import { startMediaUpstream, type MediaUpstream } from './media-upstream.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

const FIXTURE_CONFIG = join(PROJECT_ROOT, 'test', 'fixtures', 'config');

/** What the loopback upstreams have in common: what they received, and answers queued per path. */
interface LoopbackUpstream {
  url: string;
  received: unknown[];
  next: { clear(): void };
  close(): Promise<void>;
}

export interface UpstreamApp<U extends LoopbackUpstream> {
  service: TestApp;
  upstream: U;
  /** The first account's ledger owner. */
  owner: string;
  /** The first account's USD balance now. */
  balance(): Promise<Balance>;
  /** Forgets what the upstream received and any answers still queued for it. */
  resetUpstream(): void;
  close(): Promise<void>;
}

export type MediaApp = UpstreamApp<MediaUpstream>;
export type ImageApp = UpstreamApp<ImageUpstream>;

/** `variable`: the fixture catalog's setting that names the upstream's URL. */
async function startWithUpstream<U extends LoopbackUpstream>(
  upstream: U,
  variable: string,
  environment: NodeJS.ProcessEnv = {},
  options: Pick<TestAppOptions, 'databaseUrl'> = {},
): Promise<UpstreamApp<U>> {
  const service = await startTestApp({ ...options, configDir: FIXTURE_CONFIG, environment: { ...environment, [variable]: upstream.url } });
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

export async function startMediaApp(environment: NodeJS.ProcessEnv = {}, options: Pick<TestAppOptions, 'databaseUrl'> = {}): Promise<MediaApp> {
  return startWithUpstream(await startMediaUpstream(), 'FIXTURE_MEDIA_UPSTREAM_URL', environment, options);
}

/** `environment`: more settings, e.g. AUGMENT_FETCH_ALLOW_HOSTS for a test serving images on loopback. */
export async function startImageApp(environment: NodeJS.ProcessEnv = {}): Promise<ImageApp> {
  return startWithUpstream(await startImageUpstream(), 'FIXTURE_IMAGE_UPSTREAM_URL', environment);
}
