// A text or embedding model's size, as the catalog records it (`rate_limit_class`); the rate limits
// give each size its own defaults (src/limits/limit-table.ts).

export const SIZE_CLASSES = ['XS', 'S', 'M', 'L'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export function isSizeClass(value: unknown): value is SizeClass {
  return typeof value === 'string' && (SIZE_CLASSES as readonly string[]).includes(value);
}
