// The `format`s the validators know. A format runs on whatever string a caller sends, up to the
// operation's body limit (35 MiB for chat), on the event loop: each must take time linear in the
// string and no stack that grows with it. ajv-formats' `uri` regex (and uri-reference,
// uri-template, email, json-pointer, byte, regex) recurses per character in V8's regex engine and
// throws RangeError past a few MiB, so `uri` is ours; only ajv-formats' formats that were checked
// to be linear are registered, and a format outside this list fails generation (strict mode).
import type { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** The ajv-formats formats kept: linear on long strings (test/unit/string-formats.test.ts checks every registered format). */
const AJV_FORMATS = [
  'date',
  'time',
  'date-time',
  'duration',
  'uuid',
  'hostname',
  'ipv4',
  'ipv6',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
] as const;

/**
 * An absolute URI, checked in time bounded by a constant whatever the string's length. A `data:`
 * URL is checked up to the comma that ends its header (a media type and `;base64`, at most 256
 * characters): its data can be tens of MiB, and whoever decodes it checks it. Any other URI is a
 * scheme and at most 64 KiB of URI characters (no server takes a longer URL), each `%` starting an
 * escape. Every repetition is of one character class, which V8 runs without backtracking state.
 */
export const URI_FORMAT =
  /^(?:[dD][aA][tT][aA]:[A-Za-z0-9\-._~:/?@!$&'()*+;=%]{0,256},|(?![dD][aA][tT][aA]:)(?!.{0,65536}%(?![0-9A-Fa-f]{2}))[A-Za-z][A-Za-z0-9+.-]{0,31}:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]{0,65536}$)/;

export function addStringFormats(ajv: Ajv2020): void {
  addFormatsModule.default(ajv, { formats: [...AJV_FORMATS], keywords: true });
  // A RegExp format is written into the standalone validators as a literal: nothing to require at run time.
  ajv.addFormat('uri', URI_FORMAT);
}
