// A `pattern` that repeats a group which itself contains a repetition, e.g. `(-[a-z]+)*`, makes
// V8's regex engine keep backtracking state per repetition: on a string of a few MiB that is a
// RangeError thrown from the validator (a 500), and with ambiguous alternatives, exponential time.
// Such a pattern is allowed only on a string with a small maxLength.
import { isObject, type Json } from './load-spec.js';

/** The longest string a pattern with a repeated, repeating group may be run on. */
export const MAX_LENGTH_FOR_NESTED_REPETITION = 4096;

/** The length of the quantifier at `index` that repeats (`*`, `+`, `{n,}`, `{n,m}` with m > 1), or 0. */
function repetitionAt(pattern: string, index: number): number {
  const character = pattern[index];
  if (character === '*' || character === '+') return 1;
  if (character !== '{') return 0;
  const bounds = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
  if (!bounds) return 0;
  const upper = bounds[2] === undefined ? Number(bounds[1]) : bounds[3] === '' ? Number.POSITIVE_INFINITY : Number(bounds[3]);
  return upper > 1 ? bounds[0].length : 0;
}

/** Whether the pattern repeats a group that contains a repetition. */
export function hasNestedRepetition(pattern: string): boolean {
  // Per open group: whether something inside it repeats.
  const groups: boolean[] = [false];
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (character === '[') {
      // A character class is one atom: skip to its closing bracket.
      for (index += 1; index < pattern.length && pattern[index] !== ']'; index += 1) if (pattern[index] === '\\') index += 1;
      continue;
    }
    if (character === '(') {
      groups.push(false);
      continue;
    }
    const repeated = repetitionAt(pattern, index);
    if (character === ')') {
      const inner = groups.pop() ?? false;
      const groupRepeated = repetitionAt(pattern, index + 1) > 0;
      if (inner && groupRepeated) return true;
      if (inner || groupRepeated) groups[groups.length - 1] = true;
      continue;
    }
    if (repeated > 0) {
      groups[groups.length - 1] = true;
      index += repeated - 1;
    }
  }
  return false;
}

/** Every schema of the document whose pattern repeats a repeating group on a string that may be long. */
export function unboundedNestedPatterns(value: Json, where = '#'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => unboundedNestedPatterns(item, `${where}/${index}`));
  if (!isObject(value)) return [];
  const problems: string[] = [];
  const { pattern, maxLength } = value;
  if (typeof pattern === 'string' && hasNestedRepetition(pattern) && !(typeof maxLength === 'number' && maxLength <= MAX_LENGTH_FOR_NESTED_REPETITION)) {
    problems.push(`${where}: pattern ${pattern} repeats a group that repeats; give the string a maxLength of at most ${MAX_LENGTH_FOR_NESTED_REPETITION}`);
  }
  for (const [key, child] of Object.entries(value))
    if (key !== 'example' && key !== 'examples') problems.push(...unboundedNestedPatterns(child, `${where}/${key}`));
  return problems;
}
