// The `Prefer` request header as Stoplight Prism reads it for a mock: `code=429` asks for that
// declared status, `example=name` for that named example. Several preferences are separated by
// commas or semicolons (`Prefer: code=422, example=refused`).
export interface MockPreference {
  code?: string;
  example?: string;
}

export function readPreference(header: string | undefined): MockPreference {
  const preference: MockPreference = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, ...rest] = part.split('=');
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    const key = name?.trim().toLowerCase();
    if (!value) continue;
    if (key === 'code' && /^\d{3}$/.test(value)) preference.code = value;
    if (key === 'example') preference.example = value;
  }
  return preference;
}
