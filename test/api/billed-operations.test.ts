// Every operation the spec bills (x-service-billing other than none, read from the generated
// operation table) is driven once with a small valid request through the whole service, on the
// fixture catalog with each of its upstreams on loopback: its 2xx answer must leave a charge in the
// ledger under its own request id. A billed operation added to the spec without a request here
// fails the first test; one whose handler skips the paid step fails its own (the pipeline answers
// 500, decision 0035).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '../../generated/operations.js';
import { PROJECT_ROOT } from '../../src/app.js';
import { accountOwner } from '../../src/money.js';
import { creditTestAccount } from '../support/credit.js';
import { pdfDocument } from '../support/documents.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { pngImage, startImageUpstream, type ImageUpstream } from '../support/image-upstream.js';
import { startMediaUpstream, type MediaUpstream } from '../support/media-upstream.js';
import { startSearchUpstream, type SearchUpstream } from '../support/search-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startWebPages, type WebPages } from '../support/web-pages.js';

const BILLED = OPERATION_IDS.filter((operationId) => OPERATIONS[operationId].billing !== 'none');

/** A JSON-RPC node on loopback: every call answers block 1. */
async function startRpcNode(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('Billed operations', () => {
  let service: TestApp;
  let text: FakeUpstream;
  let media: MediaUpstream;
  let images: ImageUpstream;
  let search: SearchUpstream;
  let pages: WebPages;
  let rpc: { url: string; close(): Promise<void> };
  let photo: Blob;
  let photoBase64: string;
  let voiceSample: File;

  beforeAll(async () => {
    [text, media, images, search, pages, rpc] = await Promise.all([
      startFakeUpstream(),
      startMediaUpstream(),
      startImageUpstream(),
      startSearchUpstream(),
      startWebPages(),
      startRpcNode(),
    ]);
    service = await startTestApp({
      configDir: join(PROJECT_ROOT, 'test', 'fixtures', 'config'),
      environment: {
        FIXTURE_UPSTREAM_URL: text.url,
        FIXTURE_AUDIO_UPSTREAM_URL: text.url,
        FIXTURE_MEDIA_UPSTREAM_URL: media.url,
        FIXTURE_IMAGE_UPSTREAM_URL: images.url,
        FIXTURE_SEARCH_BRAVE_URL: `${search.url}/brave/res/v1/web/search`,
        FIXTURE_BASE_RPC_URL: rpc.url,
        AUGMENT_FETCH_ALLOW_HOSTS: '127.0.0.1',
      },
    });
    await creditTestAccount(service, '50');
    const png = await pngImage(320, 240);
    photo = new Blob([new Uint8Array(png)], { type: 'image/png' });
    photoBase64 = png.toString('base64');
    const spoken = await fetch(`${service.baseUrl}/api/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fixture-speech', input: 'This is a sample of my voice, long enough to clone.', response_format: 'wav' }),
    });
    voiceSample = new File([new Uint8Array(await spoken.arrayBuffer())], 'me.wav', { type: 'audio/wav' });
  });
  afterAll(async () => {
    await service?.close();
    await Promise.all([text?.close(), media?.close(), images?.close(), search?.close(), pages?.close(), rpc?.close()]);
  });

  const json = (operationId: OperationId, body: unknown, path?: Record<string, string>) => () =>
    service.call(operationId, { key: service.adminKey, body: body as never, ...(path ? { path: path as never } : {}) });
  const form = (operationId: OperationId, fields: Record<string, unknown>, files: () => Record<string, Blob>) => () =>
    service.call(operationId, { key: service.adminKey, form: { fields, files: files() } });

  /** One small valid request per billed operation (those naming what beforeAll makes are built when they run). */
  const requests: Record<string, () => Promise<{ status: number; headers: Headers }>> = {
    createChatCompletion: json('createChatCompletion', { model: 'private-chat', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 20 }),
    createMessage: json('createMessage', { model: 'private-chat', max_tokens: 20, messages: [{ role: 'user', content: 'Hi' }] }),
    createResponse: json('createResponse', { model: 'private-chat', input: 'Hi', max_output_tokens: 20 }),
    createEmbedding: json('createEmbedding', { model: 'private-embedder', input: 'Hi' }),
    createSpeech: json('createSpeech', { model: 'fixture-speech', input: 'Hi', response_format: 'wav' }),
    createTranscription: form('createTranscription', { model: 'fixture-transcription' }, () => ({ file: voiceSample })),
    createClonedVoice: form('createClonedVoice', { model: 'fixture-cloning-speech' }, () => ({ file: voiceSample })),
    queueAudio: json('queueAudio', { model: 'fixture-music', prompt: 'A calm piano piece', duration_seconds: 30 }),
    queueVideo: json('queueVideo', { model: 'fixture-video', prompt: 'A lighthouse at dusk', duration: '5s', resolution: '720p' }),
    queueVoiceChanger: form('queueVoiceChanger', { model: 'fixture-voice-changer' }, () => ({ file: voiceSample })),
    generateImage: json('generateImage', { model: 'fixture-image', prompt: 'A lighthouse', width: 256, height: 256 }),
    simpleGenerateImage: json('simpleGenerateImage', { prompt: 'A cat', size: '256x256' }),
    editImage: () => json('editImage', { image: photoBase64, prompt: 'Make it night' })(),
    simpleEditImage: form('simpleEditImage', { prompt: 'Make it night' }, () => ({ image: photo })),
    multiEditImage: () => json('multiEditImage', { prompt: 'Put the cat on the sofa', images: [photoBase64, photoBase64] })(),
    upscaleImage: () => json('upscaleImage', { image: photoBase64 })(),
    backgroundRemoveImage: () => json('backgroundRemoveImage', { image: photoBase64 })(),
    createTextParser: form('createTextParser', {}, () => ({
      file: new File([new Uint8Array(pdfDocument(['Quarterly report']))], 'report.pdf', { type: 'application/pdf' }),
    })),
    webScrape: () => json('webScrape', { url: `${pages.url}/article` })(),
    webSearch: json('webSearch', { query: 'tide tables', limit: 3 }),
    cryptoRpcProxy: json('cryptoRpcProxy', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, { network: 'base-mainnet' }),
  };

  it('every operation the spec bills has a request here', () => {
    expect(Object.keys(requests).sort()).toEqual([...BILLED].sort());
  });

  it.each(BILLED)('%s returns 2xx and leaves a charge in the ledger under its request id', async (operationId) => {
    const response = await requests[operationId]!();
    expect(response.status, operationId).toBeGreaterThanOrEqual(200);
    expect(response.status, operationId).toBeLessThan(300);
    const requestId = response.headers.get('x-request-id');
    await service.app.services.credits.flush();
    const charges = await service.app.services
      .database('ledger_entries')
      .where({ owner: accountOwner(service.app.bootstrap.accountId), kind: 'charge', request_id: requestId });
    expect(charges, operationId).toHaveLength(1);
    expect(BigInt(charges[0].amount as string)).toBeLessThan(0n);
  });
});
