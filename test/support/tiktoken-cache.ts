// tiktoken (Python) fetches OpenAI's cl100k_base table from the network on first use, which tests
// cannot reach. The same table is inside js-tiktoken: written out in tiktoken's own file format it is
// byte for byte the published file (tiktoken checks its SHA-256), under the cache key tiktoken looks
// for, so LangChain's OpenAIEmbeddings runs unchanged with TIKTOKEN_CACHE_DIR pointing here.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import ranks from 'js-tiktoken/ranks/cl100k_base';
import { RUN_DIR } from './paths.js';

const CL100K_URL = 'https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken';

/** A folder holding the cl100k_base table as tiktoken caches it; pass it as TIKTOKEN_CACHE_DIR. */
export function tiktokenCacheDir(): string {
  const directory = join(RUN_DIR, 'tiktoken-cache');
  mkdirSync(directory, { recursive: true });
  // js-tiktoken keeps each token's bytes by rank (not part of its typed API).
  const { textMap } = new Tiktoken(ranks) as unknown as { textMap: Map<number, Uint8Array> };
  const lines = [...textMap.entries()].sort(([a], [b]) => a - b).map(([rank, bytes]) => `${Buffer.from(bytes).toString('base64')} ${rank}\n`);
  writeFileSync(join(directory, createHash('sha1').update(CL100K_URL).digest('hex')), lines.join(''));
  return directory;
}
