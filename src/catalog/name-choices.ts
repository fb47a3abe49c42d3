// Trait and compatibility names (config/traits.yaml, compatibility.yaml). A name maps to one model
// id, or to a list of them in order of preference: the name then stands for the first one that is
// served. So `default` can name a model that is fetched at boot and fall back to the debug model
// until it is in place (or when it cannot be fetched).
import { pointerKey, type ConfigProblems } from './config-files.js';

/** Per model type, each name's candidate model ids in order of preference. */
export type NameChoices = Record<string, Record<string, string[]>>;

/** Per model type, the one model id each name stands for now. */
export type ChosenNames = Record<string, Record<string, string>>;

/**
 * A names file's choices (its shape is the schema's: per type, a model id or a non-empty list of
 * them per name); each candidate must be a configured model, or the name is reported and left out.
 */
export function parseNameChoices(
  byType: Record<string, Record<string, string | string[]>>,
  file: string,
  modelIds: ReadonlySet<string>,
  problems: ConfigProblems,
): NameChoices {
  const result: NameChoices = {};
  for (const [type, entries] of Object.entries(byType)) {
    result[type] = {};
    for (const [name, target] of Object.entries(entries)) {
      const candidates = Array.isArray(target) ? target : [target];
      const unknown = candidates.filter((candidate) => !modelIds.has(candidate));
      if (unknown.length > 0) problems.add(file, `/${pointerKey(type)}/${pointerKey(name)}`, `names unknown model ${unknown.join(', ')}`);
      else result[type]![name] = candidates;
    }
  }
  return result;
}

/** Each name's first candidate among the served models (its first candidate when none is: the name stays unlisted). */
export function chooseNames(choices: NameChoices, served: readonly { record: { id: string } }[]): ChosenNames {
  const servedIds = new Set(served.map((model) => model.record.id));
  const result: ChosenNames = {};
  for (const [type, names] of Object.entries(choices)) {
    result[type] = {};
    for (const [name, candidates] of Object.entries(names)) result[type]![name] = candidates.find((id) => servedIds.has(id)) ?? candidates[0]!;
  }
  return result;
}

/**
 * The model id a name stands for among one type's names: the name itself, else the longest pattern
 * ending in `*` that it starts with (`claude-*` for every Anthropic model name, dated ones included).
 */
export function namedModelId(names: Record<string, string> | undefined, name: string): string | undefined {
  if (!names) return undefined;
  const exact = names[name];
  if (exact !== undefined) return exact;
  let match: string | undefined;
  for (const pattern of Object.keys(names)) {
    if (pattern.endsWith('*') && name.startsWith(pattern.slice(0, -1)) && (!match || pattern.length > match.length)) match = pattern;
  }
  return match === undefined ? undefined : names[match];
}
