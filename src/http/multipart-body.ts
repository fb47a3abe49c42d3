// A multipart/form-data body (where the spec accepts one), read into what a handler receives: the
// text parts as the body (strings, which the operation's form validator coerces to the types the
// spec declares; a name sent twice, or OpenAI's `name[]`, becomes a list), and the file parts as
// uploads beside it, their bytes, filename and content type kept as sent (no base64 round trip).
// Which fields are files is the spec's (codegen's `fileFields`): a text part where a file belongs
// (unless the field's schema is text: `textFileFields`, e.g. an image as base64), a file where text
// belongs, or several files where one belongs is the caller's 400. A file
// field's entry in the body is the file's name, so the validator sees a required file as present.
import type { UploadedFile } from '../../generated/operations.js';
import { badRequest } from '../errors.js';

export type FileFields = Readonly<Record<string, 'one' | 'many'>>;

/** A form read: its text fields (and file names), and its file parts by field name. */
export interface MultipartBody {
  body: Record<string, unknown>;
  files: Record<string, UploadedFile | UploadedFile[]>;
}

const partError = (name: string, problem: string) => badRequest(`${name} ${problem}`, { _errors: [], [name]: { _errors: [problem] } });

async function platformForm(raw: Buffer, contentType: string): Promise<FormData> {
  try {
    // undici's own multipart parser (the platform's Response.formData)
    return await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid multipart body';
    throw badRequest(`Malformed multipart body: ${reason}`, { _errors: [`Malformed multipart body: ${reason}`] });
  }
}

export async function parseMultipart(raw: Buffer, contentType: string, fileFields: FileFields, textFileFields: readonly string[] = []): Promise<MultipartBody> {
  const form = await platformForm(raw, contentType);
  const fields = new Map<string, unknown>();
  const files: Record<string, UploadedFile | UploadedFile[]> = {};
  for (const [rawName, entry] of form.entries()) {
    const listed = rawName.endsWith('[]');
    const name = listed ? rawName.slice(0, -2) : rawName;
    const count = Object.hasOwn(fileFields, name) ? fileFields[name] : undefined;
    let value: string;
    if (typeof entry === 'string') {
      if (count && !textFileFields.includes(name)) throw partError(name, 'must be a file part');
      value = entry;
    } else {
      if (!count) throw partError(name, 'must be a text part, not a file');
      const upload: UploadedFile = {
        ...(entry.name ? { filename: entry.name } : {}),
        contentType: entry.type || 'application/octet-stream',
        data: Buffer.from(await entry.arrayBuffer()),
      };
      if (count === 'many') files[name] = [...((files[name] as UploadedFile[] | undefined) ?? []), upload];
      else if (files[name]) throw partError(name, 'takes one file');
      else files[name] = upload;
      value = entry.name || name;
    }
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, listed || count === 'many' ? [value] : value);
    else fields.set(name, [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  // Object.fromEntries defines each name as an own property, `__proto__` included.
  return { body: Object.fromEntries(fields), files };
}
