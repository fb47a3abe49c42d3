import { mkdtempSync, cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFrom } from '../support/config-files.js';
import { INFERENCE_FIXTURE, startInferenceApp, type InferenceApp } from '../support/inference-app.js';
import { RUN_DIR } from '../support/paths.js';

describe('Characters', () => {
  let app: InferenceApp;
  const slugs = (body: unknown) => (body as { data: { slug: string }[] }).data.map((character) => character.slug);
  const list = (query: Record<string, string | string[]> = {}) => app.service.call('listCharacters', { key: app.key, query });

  beforeAll(async () => {
    app = await startInferenceApp();
  });
  afterAll(() => app?.close());

  it('GET /characters returns 200 with featured characters first, without system prompts', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(slugs(response.body)).toEqual(['sherlock', 'pirate', 'night-owl']);
    const sherlock = (response.body as { data: Record<string, unknown>[] }).data[0]!;
    expect(sherlock).toMatchObject({
      name: 'Sherlock Holmes',
      modelId: 'reasoning-chat',
      shareUrl: null,
      stats: { averageRating: 4, imports: 120, ratingCount: 3, ratingSum: 12, userRating: null },
    });
    expect(sherlock).not.toHaveProperty('systemPrompt');
  });

  it('GET /characters returns 200 filtered by search, tags, categories, model and flags', async () => {
    expect(slugs((await list({ search: 'BAKER street' })).body)).toEqual(['sherlock']);
    expect(slugs((await list({ tags: 'mystery', sortBy: 'mostRecent' })).body)).toEqual(['night-owl', 'sherlock']);
    expect(slugs((await list({ categories: ['fun', 'late'], sortBy: 'imports', sortOrder: 'asc' })).body)).toEqual(['night-owl', 'pirate']);
    expect(slugs((await list({ modelId: 'chat-basic' })).body)).toEqual(['pirate']);
    expect(slugs((await list({ isAdult: 'true' })).body)).toEqual(['night-owl']);
    expect(slugs((await list({ isPro: 'true' })).body)).toEqual(['pirate']);
    expect(slugs((await list({ isWebEnabled: 'false', sortBy: 'highestRating' })).body)).toEqual(['night-owl', 'sherlock']);
  });

  it('GET /characters returns 200 sorted by rating count and paged with limit and offset', async () => {
    expect(slugs((await list({ sortBy: 'ratingCount' })).body)).toEqual(['sherlock', 'night-owl', 'pirate']);
    expect(slugs((await list({ sortBy: 'ratingCount', limit: '1', offset: '1' })).body)).toEqual(['night-owl']);
  });

  it('GET /characters returns 400 for a limit over 100 and 401 without a key', async () => {
    expect((await list({ limit: '101' })).status).toBe(400);
    expect((await app.service.call('listCharacters')).status).toBe(401);
  });

  it('GET /characters/{slug} returns 200 with the character, and 404 for an unknown slug', async () => {
    const found = await app.service.call('getCharacterBySlug', { key: app.key, path: { slug: 'pirate' } });
    expect(found.body).toMatchObject({ object: 'character', data: { slug: 'pirate', name: 'Captain Flint', webEnabled: true } });
    const missing = await app.service.call('getCharacterBySlug', { key: app.key, path: { slug: 'nobody' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Character not found: nobody', code: 'CHARACTER_NOT_FOUND' });
  });

  it('GET /characters/{slug}/reviews returns 200 with a page of reviews, newest first, and the pagination headers', async () => {
    const response = await app.service.call('getCharacterReviews', { key: app.key, path: { slug: 'sherlock' }, query: { page: '2', pageSize: '2' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      object: 'list',
      data: [{ username: 'watson', rating: 5, isOwner: false, characterId: '7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11' }],
      pagination: { page: 2, pageSize: 2, total: 3, totalPages: 2 },
      summary: { averageRating: 4, totalReviews: 3 },
    });
    expect(response.headers.get('x-pagination-limit')).toBe('2');
    expect(response.headers.get('x-pagination-page')).toBe('2');
    expect(response.headers.get('x-pagination-total')).toBe('3');
    expect(response.headers.get('x-pagination-total-pages')).toBe('2');
    const first = await app.service.call('getCharacterReviews', { key: app.key, path: { slug: 'sherlock' } });
    expect((first.body as { data: { username: string }[] }).data.map((review) => review.username)).toEqual(['mycroft', 'lestrade', 'watson']);
  });

  it('GET /characters/{slug}/reviews returns 200 with an empty page for a character without reviews, and 404 for an unknown one', async () => {
    const empty = await app.service.call('getCharacterReviews', { key: app.key, path: { slug: 'pirate' } });
    expect(empty.body).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 }, summary: { averageRating: 0, totalReviews: 0 } });
    expect((await app.service.call('getCharacterReviews', { key: app.key, path: { slug: 'nobody' } })).status).toBe(404);
  });

  it('refuses to boot on a character that breaks the Character schema or names an unknown model', () => {
    const dir = mkdtempSync(join(RUN_DIR, 'characters-'));
    cpSync(INFERENCE_FIXTURE, dir, { recursive: true });
    writeFileSync(
      join(dir, 'characters.yaml'),
      'characters:\n  - { id: not-a-uuid, slug: x, name: X, author: a, modelId: ghost, systemPrompt: hi, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" }\n',
    );
    expect(() => catalogFrom(dir, { FIXTURE_UPSTREAM_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      /characters\.yaml \/characters\/0\/id \(x\): must match format "uuid"\n {2}characters\.yaml \/characters\/0\/modelId \(x\): names unknown model ghost/,
    );
  });

  it('GET /characters/{slug} decodes the slug once: an escaped % is a 404 for that slug, a malformed escape a 400', async () => {
    const get = (path: string) => fetch(`${app.service.baseUrl}/api/v1/characters/${path}`, { headers: { authorization: `Bearer ${app.key}` } });
    const escaped = await get('a%25b');
    expect(escaped.status).toBe(404);
    expect(await escaped.json()).toMatchObject({ error: 'Character not found: a%b' });
    const malformed = await get('%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: { _errors: ['The path is not validly percent-encoded'] } });
  });
});
