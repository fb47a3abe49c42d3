// A failed media job is refunded exactly what that job was charged, once: never the charges of other
// requests that share its request id (a caller chooses its own X-Request-Id), and in full when it
// fails right after it was queued. The ledger flush is slowed to a minute here, so a leased charge
// (the chats') stays unwritten until a test drains it.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ledgerSum } from '../../src/billing/ledger.js';
import { toMicro } from '../../src/money.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { startMediaApp, type MediaApp } from '../support/media-app.js';
import { createDatabase } from '../support/postgres-server.js';

const video = { model: 'fixture-video', prompt: 'A lighthouse at dusk', duration: '5s', resolution: '720p', audio: true };
const music = { model: 'fixture-music', prompt: 'A calm piano piece', duration_seconds: 30 };

const postgresUrl = inject('postgresUrl');

/** Both databases run the same migrations and statements: the embedded one, and PostgreSQL when the run has a server. */
const backends = [
  { name: 'PGlite', databaseUrl: async () => undefined },
  { name: 'PostgreSQL', databaseUrl: () => createDatabase(postgresUrl, `media_job_refunds_${process.pid}_${Date.now()}`) },
];

for (const { name, databaseUrl } of backends) {
  describe.skipIf(name === 'PostgreSQL' && !postgresUrl)(`Media job refunds on ${name}`, () => {
    let chatUpstream: FakeUpstream;
    let media: MediaApp;

    beforeAll(async () => {
      chatUpstream = await startFakeUpstream();
      const environment = { FIXTURE_UPSTREAM_URL: chatUpstream.url, CREDIT_FLUSH_INTERVAL_MS: '60000', CREDIT_LEASE_TTL_SECONDS: '600' };
      media = await startMediaApp(environment, { databaseUrl: await databaseUrl() });
    });
    afterAll(async () => {
      await media?.close();
      await chatUpstream?.close();
    });
    beforeEach(() => media.resetUpstream());

    const withId = (requestId: string) => ({ key: media.service.adminKey, headers: { 'x-request-id': requestId } });

    /** The refund entries written for the owner (adjustments named `<model>-<kind>-refund`), summed. */
    const refunded = async (sku: string) => {
      const [row] = await media.service.app.services.database('ledger_entries').where({ owner: media.owner, kind: 'adjustment', sku }).sum({ sum: 'amount' });
      return BigInt((row as { sum: string | null }).sum ?? 0);
    };

    it("POST /video/retrieve refunds a failed job exactly its own price, not the other charges under the caller's X-Request-Id, once however often it is asked", async () => {
      const quote = await media.service.call('quoteVideo', {
        body: { model: video.model, duration: video.duration, resolution: video.resolution, audio: video.audio },
      });
      const price = toMicro((quote.body as { quote: number }).quote);
      const afterChats = await chatTwice('shared-id');
      const queued = await media.service.call('queueVideo', { ...withId('shared-id'), body: video });
      expect(queued.status).toBe(200);
      const { queue_id } = queued.body as { queue_id: string };
      expect((await media.balance()).amount).toBe(afterChats.amount - price); // the job's charge is in the ledger now
      for (let attempt = 0; attempt < 2; attempt += 1) {
        media.upstream.next.set('/api/v1/video/retrieve', { status: 422, body: { error: { message: 'blocked', type: 'provider_content_policy' } } });
        const response = await media.service.call('retrieveVideo', { ...withId('shared-id'), body: { model: video.model, queue_id } });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { credits_refunded: true } });
      }
      expect(await refunded('fixture-video-video-refund')).toBe(price);
      expect((await media.balance()).amount).toBe(afterChats.amount);
    });

    /** Two paid chats under `requestId`; returns the balance after them. */
    const chatTwice = async (requestId: string) => {
      const start = await media.balance();
      for (let chat = 0; chat < 2; chat += 1) {
        const response = await media.service.call('createChatCompletion', {
          ...withId(requestId),
          body: { model: 'private-chat', messages: [{ role: 'user', content: 'hello' }] },
        });
        expect(response.status).toBe(200);
      }
      const afterChats = await media.balance();
      expect(afterChats.amount).toBeLessThan(start.amount);
      return afterChats;
    };

    it('POST /audio/retrieve refunds a job in full when it fails right after it was queued, before any ledger flush', async () => {
      const quote = await media.service.call('quoteAudio', { body: { model: music.model, duration_seconds: music.duration_seconds } });
      const price = toMicro((quote.body as { quote: number }).quote);
      const start = await media.balance();
      const queued = await media.service.call('queueAudio', { ...withId('batched-job'), body: music });
      expect(queued.status).toBe(200);
      const { queue_id } = queued.body as { queue_id: string };
      // A job's charge is written at queueing, not batched on the lease (its operation bills a generation).
      expect(await ledgerSum(media.service.app.services.database, media.owner, 'USD')).toBe(start.amount - price);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        media.upstream.next.set('/api/v1/audio/retrieve', { status: 422, body: { error: 'blocked' } });
        const response = await media.service.call('retrieveAudio', { ...withId('batched-job'), body: { model: music.model, queue_id } });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { credits_refunded: true } });
      }
      expect(await refunded('fixture-music-audio-refund')).toBe(price);
      expect((await media.balance()).amount).toBe(start.amount);
    });

    it('POST /audio/retrieve refunds a job queued before jobs recorded their charge by the ledger charge that names the job, not the others under its request id', async () => {
      const quote = await media.service.call('quoteAudio', { body: { model: music.model, duration_seconds: music.duration_seconds } });
      const price = toMicro((quote.body as { quote: number }).quote);
      const afterChats = await chatTwice('shared-old');
      const queued = await media.service.call('queueAudio', { ...withId('shared-old'), body: music });
      const { queue_id } = queued.body as { queue_id: string };
      expect((await media.balance()).amount).toBe(afterChats.amount - price);
      // The row as migration 0013 leaves one written before it: no record of the charge.
      await media.service.app.services.database('media_jobs').where({ id: queue_id }).update({ charged_currency: null, charged_micro: null });
      media.upstream.next.set('/api/v1/audio/retrieve', { status: 422, body: { error: 'blocked' } });
      const response = await media.service.call('retrieveAudio', { ...withId('shared-old'), body: { model: music.model, queue_id } });
      expect(response.status).toBe(422);
      expect((await media.balance()).amount).toBe(afterChats.amount);
    });
  });
}
