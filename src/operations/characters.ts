// Tag "Characters": the personas of config/characters.yaml, listed, fetched by slug, and reviewed.
import { queryCharacters, reviewPage } from '../catalog/character-queries.js';
import { findCharacter } from '../inference/chat-models.js';
import type { Handlers } from './handler-context.js';

export const characterHandlers = {
  async listCharacters({ query }, context) {
    return { status: 200, body: { object: 'list', data: queryCharacters(context.services.catalog.characters, query) } };
  },
  async getCharacterBySlug({ path }, context) {
    return { status: 200, body: { object: 'character', data: findCharacter(context.services, path.slug).record } };
  },
  async getCharacterReviews({ path, query }, context) {
    const entry = findCharacter(context.services, path.slug);
    const page = reviewPage(entry, query.page, query.pageSize);
    const { averageRating, ratingCount } = entry.record.stats;
    return {
      status: 200,
      headers: {
        'x-pagination-limit': String(page.pageSize),
        'x-pagination-page': String(page.page),
        'x-pagination-total': String(page.total),
        'x-pagination-total-pages': String(page.totalPages),
      },
      body: {
        object: 'list',
        data: page.reviews,
        pagination: { page: page.page, pageSize: page.pageSize, total: page.total, totalPages: page.totalPages },
        summary: { averageRating, totalReviews: ratingCount },
      },
    };
  },
} satisfies Pick<Handlers, 'listCharacters' | 'getCharacterBySlug' | 'getCharacterReviews'>;
