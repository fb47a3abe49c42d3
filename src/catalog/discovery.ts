// What discovery shows a caller: filtered by model type and by the calling key's modelPrivacy.
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

/** Trait or compatibility names of one type, keeping only names whose model the caller can see. */
export function visibleNames(catalog: Catalog, names: Catalog['traits'], type: ModelRecord['type'], privacy: ModelPrivacy = 'ALL'): Record<string, string> {
  const visible = new Set(listModels(catalog, type, privacy).map((record) => record.id));
  return Object.fromEntries(Object.entries(names[type] ?? {}).filter(([, modelId]) => visible.has(modelId)));
}
