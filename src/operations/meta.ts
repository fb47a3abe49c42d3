// Tag "Meta": the bundled interface description, exactly as generated from spec/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
import type { Handlers } from './handler-context.js';

const generatedDir = join(PROJECT_ROOT, 'generated');
let json: Record<string, unknown> | undefined;
let yaml: string | undefined;

export const metaHandlers = {
  async getOpenApiJson() {
    json ??= JSON.parse(readFileSync(join(generatedDir, 'openapi.json'), 'utf8')) as Record<string, unknown>;
    return { status: 200, body: json as { openapi: string; info: Record<string, unknown>; paths: Record<string, unknown> } };
  },
  async getOpenApiYaml() {
    yaml ??= readFileSync(join(generatedDir, 'openapi.yaml'), 'utf8');
    return { status: 200, body: yaml, contentType: 'application/yaml; charset=utf-8' };
  },
} satisfies Pick<Handlers, 'getOpenApiJson' | 'getOpenApiYaml'>;
