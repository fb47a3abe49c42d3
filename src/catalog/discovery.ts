// What discovery shows a caller: filtered by model type and by the calling key's modelPrivacy.
import { namedModelId } from './name-choices.js';
import type { Catalog, ModelPrivacy, ModelRecord } from './catalog.js';

export type ModelTypeFilter = ModelRecord['type'] | 'all' | 'code';

/** Whether a key with this modelPrivacy may use the model (the reference API's rule). */
export function privacyAllows(privacy: ModelPrivacy, record: ModelRecord): boolean {
  const isPrivate = record.model_spec.privacy === 'private';
  if (privacy === 'PRIVATE_ONLY') return isPrivate;
  if (privacy === 'PRIVATE_TEXT') return record.type !== 'text' || isPrivate;
  return true;
}

function typeMatches(filter: ModelTypeFilter, record: ModelRecord): boolean {
  if (filter === 'all') return true;
  if (filter === 'code') return record.type === 'text' && record.model_spec.capabilities?.optimizedForCode === true;
  return record.type === filter;
}

export function listModels(catalog: Catalog, filter: ModelTypeFilter, privacy: ModelPrivacy = 'ALL'): ModelRecord[] {
  return catalog.models.map((model) => model.record).filter((record) => typeMatches(filter, record) && privacyAllows(privacy, record));
}

/** The model with this id, when the caller may see it (as GET /models would list it). */
export function findModel(catalog: Catalog, id: string, privacy: ModelPrivacy = 'ALL'): ModelRecord | undefined {
  const record = catalog.models.find((model) => model.record.id === id)?.record;
  return record && privacyAllows(privacy, record) ? record : undefined;
}

/**
 * The model a name stands for, as the operations resolve it: a model id, else a trait (`default`) or
 * a compatibility name (`gpt-4o`) of any type, text first; undefined when it stands for no model this
 * caller may see.
 */
export function findNamedModel(catalog: Catalog, name: string, privacy: ModelPrivacy = 'ALL'): ModelRecord | undefined {
  const direct = findModel(catalog, name, privacy);
  if (direct) return direct;
  const types = ['text', ...Object.keys({ ...catalog.traits, ...catalog.compatibility }).filter((type) => type !== 'text')];
  for (const type of types) {
    const id = catalog.traits[type]?.[name] ?? namedModelId(catalog.compatibility[type], name);
    const record = id === undefined ? undefined : findModel(catalog, id, privacy);
    if (record) return record;
  }
  return undefined;
}

/** Trait or compatibility names of one type, keeping only names whose model the caller can see. */
export function visibleNames(catalog: Catalog, names: Catalog['traits'], type: ModelRecord['type'], privacy: ModelPrivacy = 'ALL'): Record<string, string> {
  const visible = new Set(listModels(catalog, type, privacy).map((record) => record.id));
  return Object.fromEntries(Object.entries(names[type] ?? {}).filter(([, modelId]) => visible.has(modelId)));
}
