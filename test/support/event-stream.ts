// Reading a server-sent event stream in tests: the frames as {event, data}, and a check of each
// data payload against a component schema of the published spec (the same Ajv setup as conformance.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { addComponents, createAjv, forAjv } from '../../codegen/ajv-setup.js';
import type { JsonObject } from '../../codegen/load-spec.js';
import { PROJECT_ROOT } from '../../src/app.js';

export interface Frame {
  event?: string;
  /** Parsed JSON, or the string '[DONE]'. */
  // biome-ignore lint/suspicious/noExplicitAny: see the comment on the line
  data: any; // `any`: the payloads are whatever the stream sent; tests narrow them by asserting
}

export function parseFrames(text: string): Frame[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { ...(event ? { event } : {}), data: data === '[DONE]' ? data : JSON.parse(data) };
    });
}

const validators = new Map<string, ValidateFunction>();

/** Problems of `value` against components.schemas[name] (empty when it conforms). */
export function schemaProblems(name: string, value: unknown): string[] {
  let validate = validators.get(name);
  if (!validate) {
    const document = JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as JsonObject;
    const ajv = createAjv({ strict: false });
    addComponents(ajv, document);
    validate = ajv.compile(forAjv({ $ref: `#/components/schemas/${name}` }) as object);
    validators.set(name, validate);
  }
  return validate(value) ? [] : [JSON.stringify(validate.errors)];
}
