// Finding characters: the filters, sort orders and paging of the reference API's character list.
import type { Character, CharacterEntry, CharacterReview } from './characters.js';

export type CharacterSort = 'featured' | 'highestRating' | 'highlyRated' | 'highlyRatedAndRecent' | 'imports' | 'mostRecent' | 'ratingCount';

export interface CharacterQuery {
  search?: string;
  categories?: string[];
  tags?: string[];
  modelId?: string[];
  isAdult?: 'true' | 'false';
  isPro?: 'true' | 'false';
  isWebEnabled?: 'true' | 'false';
  sortBy?: CharacterSort;
  sortOrder?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

const DAY_MS = 86_400_000;

/** The average pulled towards 3 stars with the weight of five reviews, so one 5-star review does not top the list. */
function weightedRating(record: Character): number {
  return (record.stats.ratingSum + 3 * 5) / (record.stats.ratingCount + 5);
}

function score(record: Character, sortBy: CharacterSort, now: number): number {
  switch (sortBy) {
    case 'featured':
      return (record.featured ? 1e12 : 0) + record.stats.imports;
    case 'highestRating':
      return record.stats.averageRating;
    case 'highlyRated':
      return weightedRating(record);
    case 'highlyRatedAndRecent':
      // the weighted rating, halved for every 30 days of age
      return weightedRating(record) * 0.5 ** ((now - Date.parse(record.createdAt)) / (30 * DAY_MS));
    case 'imports':
      return record.stats.imports;
    case 'mostRecent':
      return Date.parse(record.createdAt);
    case 'ratingCount':
      return record.stats.ratingCount;
  }
}

const anyOf = (wanted: string[] | undefined, have: readonly string[]) => !wanted?.length || wanted.some((value) => have.includes(value));
const flag = (wanted: 'true' | 'false' | undefined, have: boolean) => wanted === undefined || (wanted === 'true') === have;

export function queryCharacters(entries: readonly CharacterEntry[], query: CharacterQuery, now = Date.now()): Character[] {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = entries.filter(({ record, categories, pro }) => {
    const text = [record.name, record.description ?? '', ...record.tags].join(' ').toLowerCase();
    return (
      words.every((word) => text.includes(word)) &&
      anyOf(query.categories, categories) &&
      anyOf(query.tags, record.tags) &&
      anyOf(query.modelId, [record.modelId]) &&
      flag(query.isAdult, record.adult) &&
      flag(query.isPro, pro) &&
      flag(query.isWebEnabled, record.webEnabled)
    );
  });
  const sortBy = query.sortBy ?? 'featured';
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const sorted = matches
    .map(({ record }) => ({ record, value: score(record, sortBy, now) }))
    .sort((a, b) => (a.value - b.value) * direction || a.record.name.localeCompare(b.record.name));
  const offset = query.offset ?? 0;
  return sorted.slice(offset, offset + (query.limit ?? 50)).map(({ record }) => record);
}

export interface ReviewPage {
  reviews: CharacterReview[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function reviewPage(entry: CharacterEntry, page = 1, pageSize = 20): ReviewPage {
  const total = entry.reviews.length;
  return {
    reviews: entry.reviews.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
