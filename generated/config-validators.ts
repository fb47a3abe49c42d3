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
