// Characters: personas with their own system prompt and model, read from config/characters.yaml at
// boot. Each entry's public part is validated against the spec's Character schema (and each review
// against CharacterReview); the system prompt, categories and Pro flag stay server-side. Rating stats
// are computed from the configured reviews, so they can never disagree with them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../../generated/api-types.js';
import { schemaValidators, type Validator } from '../../generated/validators.js';
import { readConfigFile } from './config-files.js';

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

type Raw = Record<string, unknown>;

function problemsOf(validator: Validator, value: unknown, where: string): string[] {
  if (validator(value)) return [];
  return (validator.errors ?? []).map((error) => `${where}: ${error.instancePath || '/'} ${error.message}`);
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function entryFrom(raw: Raw, where: string, modelIds: Set<string>, problems: string[]): CharacterEntry | undefined {
  const reviews = (Array.isArray(raw.reviews) ? raw.reviews : []).map((review: Raw) => ({
    isOwner: false,
    message: null,
    locale: null,
    userAvatarUrl: null,
    ...review,
    characterId: raw.id,
  })) as CharacterReview[];
  const ratingSum = reviews.reduce((sum, review) => sum + review.rating, 0);
  const record = {
    description: null,
    adult: false,
    featured: false,
    webEnabled: false,
    shareUrl: null,
    photoUrl: null,
    tags: [],
    ...Object.fromEntries(Object.entries(raw).filter(([key]) => !['systemPrompt', 'categories', 'pro', 'reviews', 'imports'].includes(key))),
    stats: {
      averageRating: reviews.length ? Math.round((ratingSum / reviews.length) * 100) / 100 : 0,
      imports: typeof raw.imports === 'number' ? raw.imports : 0,
      ratingCount: reviews.length,
      ratingSum,
      userRating: null,
    },
  };
  const found = [
    ...problemsOf(schemaValidators.Character, record, where),
    ...reviews.flatMap((review, index) => problemsOf(schemaValidators.CharacterReview, review, `${where} reviews[${index}]`)),
  ];
  if (typeof raw.systemPrompt !== 'string' || raw.systemPrompt.trim() === '') found.push(`${where}: systemPrompt must be a non-empty string`);
  if (raw.categories !== undefined && !stringList(raw.categories)) found.push(`${where}: categories must be a list of strings`);
  if (raw.pro !== undefined && typeof raw.pro !== 'boolean') found.push(`${where}: pro must be true or false`);
  if (typeof raw.modelId === 'string' && !modelIds.has(raw.modelId)) found.push(`${where}: modelId names unknown model ${raw.modelId}`);
  if (found.length > 0) return void problems.push(...found);
  return {
    record: record as unknown as Character, // validated against the schema above
    systemPrompt: (raw.systemPrompt as string).trim(),
    categories: stringList(raw.categories) ?? [],
    pro: raw.pro === true,
    reviews: [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

/** The characters of config/characters.yaml (none when the file is absent); problems are appended. */
export function loadCharacters(configDir: string, environment: NodeJS.ProcessEnv, modelIds: Set<string>, problems: string[]): CharacterEntry[] {
  if (!existsSync(join(configDir, 'characters.yaml'))) return [];
  const file = readConfigFile(configDir, 'characters.yaml', environment) as { characters?: unknown } | null;
  const raws = file?.characters ?? [];
  if (!Array.isArray(raws)) {
    problems.push('characters.yaml: characters must be a list');
    return [];
  }
  const entries: CharacterEntry[] = [];
  const slugs = new Set<string>();
  raws.forEach((raw: Raw, index) => {
    const where = `characters.yaml characters[${index}]${typeof raw?.slug === 'string' ? ` (${raw.slug})` : ''}`;
    if (!raw || typeof raw !== 'object') return void problems.push(`${where}: must be a mapping`);
    const entry = entryFrom(raw, where, modelIds, problems);
    if (!entry) return;
    if (slugs.has(entry.record.slug)) return void problems.push(`${where}: duplicate slug`);
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
