// Characters: personas with their own system prompt and model, read from config/characters.yaml at
// boot. Each entry's public part is validated against the spec's Character schema (and each review
// against CharacterReview); the system prompt, categories and Pro flag stay server-side. Rating stats
// are computed from the configured reviews, so they can never disagree with them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../../generated/api-types.js';
import { schemaValidators, type Validator } from '../../generated/validators.js';
import type { CharactersFile } from '../../generated/config-types.js';
import type { ConfigProblems } from './config-files.js';

export type Character = components['schemas']['Character'];
export type CharacterReview = components['schemas']['CharacterReview'];

export interface CharacterEntry {
  record: Character;
  systemPrompt: string;
  categories: string[];
  pro: boolean;
  /** Newest first. */
  reviews: CharacterReview[];
}

type CharacterFields = NonNullable<NonNullable<CharactersFile>['characters']>[number];

const FILE_NAME = 'characters.yaml';
/** The fields of an entry that stay on the server (or feed the computed stats), not the spec's Character. */
const SERVER_FIELDS = new Set(['systemPrompt', 'categories', 'pro', 'reviews', 'imports']);

function specProblems(validator: Validator, value: unknown, where: string, label: string, problems: ConfigProblems): boolean {
  if (validator(value)) return true;
  for (const error of validator.errors ?? []) problems.add(FILE_NAME, `${where}${error.instancePath}`, error.message ?? error.keyword, label);
  return false;
}

function entryFrom(raw: CharacterFields, where: string, modelIds: ReadonlySet<string>, problems: ConfigProblems): CharacterEntry | undefined {
  const reviews = (raw.reviews ?? []).map(
    (review): Record<string, unknown> => ({
      isOwner: false,
      message: null,
      locale: null,
      userAvatarUrl: null,
      ...review,
      characterId: raw.id,
    }),
  );
  const ratingSum = reviews.reduce((sum, review) => sum + Number(review.rating), 0);
  const record = {
    description: null,
    adult: false,
    featured: false,
    webEnabled: false,
    shareUrl: null,
    photoUrl: null,
    tags: [],
    ...Object.fromEntries(Object.entries(raw).filter(([key]) => !SERVER_FIELDS.has(key))),
    stats: {
      averageRating: reviews.length ? Math.round((ratingSum / reviews.length) * 100) / 100 : 0,
      imports: raw.imports ?? 0,
      ratingCount: reviews.length,
      ratingSum,
      userRating: null,
    },
  };
  const before = problems.list.length;
  // The public fields, with their defaults and the computed stats in place, are the spec's Character.
  const validRecord = specProblems(schemaValidators.Character, record, where, raw.slug, problems);
  const validReviews = reviews.filter((review, index) =>
    specProblems(schemaValidators.CharacterReview, review, `${where}/reviews/${index}`, raw.slug, problems),
  );
  if (raw.modelId !== undefined && !modelIds.has(raw.modelId)) problems.add(FILE_NAME, `${where}/modelId`, `names unknown model ${raw.modelId}`, raw.slug);
  if (!validRecord || validReviews.length < reviews.length || problems.list.length > before) return undefined;
  return {
    record: record as unknown as Character, // the spec's validator accepted it above
    systemPrompt: raw.systemPrompt.trim(),
    categories: raw.categories ?? [],
    pro: raw.pro === true,
    reviews: (validReviews as unknown as CharacterReview[]).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

/** The characters of config/characters.yaml (none when the file is absent or invalid); problems are added. */
export function parseCharacters(file: CharactersFile | undefined, modelIds: ReadonlySet<string>, problems: ConfigProblems): CharacterEntry[] {
  const entries: CharacterEntry[] = [];
  const slugs = new Set<string>();
  (file?.characters ?? []).forEach((raw, index) => {
    const where = `/characters/${index}`;
    const entry = entryFrom(raw, where, modelIds, problems);
    if (!entry) return;
    if (slugs.has(entry.record.slug)) return void problems.add(FILE_NAME, `${where}/slug`, 'duplicate slug', raw.slug);
    slugs.add(entry.record.slug);
    entries.push(entry);
  });
  return entries;
}

/** The service's default system prompt (config/system-prompt.txt), or undefined when there is none. */
export function loadServiceSystemPrompt(configDir: string): string | undefined {
  const path = join(configDir, 'system-prompt.txt');
  if (!existsSync(path)) return undefined;
  return readFileSync(path, 'utf8').trim() || undefined;
}
