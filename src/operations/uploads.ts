// File parts of multipart bodies, as handlers take them (the body reader is src/http/multipart-body.ts).
import type { UploadedFile } from '../../generated/operations.js';
import { badRequest } from '../errors.js';

/**
 * A required file field's upload. The form validator has already refused a form without the field,
 * and the reader a text part in its place; this keeps a handler from ever reading a missing file.
 */
export function requiredUpload(upload: UploadedFile | undefined, field: string): UploadedFile {
  if (!upload) throw badRequest(`${field} must be a file part`, { _errors: [], [field]: { _errors: ['Field is required and must be a file part'] } });
  return upload;
}

/** An image sent either way: the uploaded file's bytes in a multipart body, else the JSON body's base64, data URL or URL. */
export function uploadOr<T>(upload: UploadedFile | undefined, sent: T): Buffer | T {
  return upload ? upload.data : sent;
}
