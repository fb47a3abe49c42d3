// A multipart/form-data body (where the spec accepts one) becomes the same object a JSON body would
// be, validated by the same schema: uploaded files as base64 strings, text fields typed as the body
// schema declares them (codegen emits each operation's multipartFields), repeated fields (or
// `name[]`) as arrays.
import { badRequest } from '../errors.js';

function typedField(value: string, type: string | undefined): unknown {
  if ((type === 'number' || type === 'integer') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (type === 'null' && value === 'null') return null;
  return value;
}

export async function parseMultipart(raw: Buffer, contentType: string, fields: Readonly<Record<string, string>>): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid multipart body';
    throw badRequest(`Malformed multipart body: ${reason}`, { _errors: [`Malformed multipart body: ${reason}`] });
  }
  const body: Record<string, unknown> = {};
  for (const [rawName, entry] of form.entries()) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const value = typeof entry === 'string' ? entry : Buffer.from(await entry.arrayBuffer()).toString('base64');
    if (fields[name] === 'array') {
      const list = (body[name] as unknown[] | undefined) ?? [];
      list.push(value);
      body[name] = list;
    } else if (!(name in body)) body[name] = typeof entry === 'string' ? typedField(value, fields[name]) : value;
  }
  return body;
}
