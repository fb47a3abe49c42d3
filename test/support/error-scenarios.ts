// The refusals the client-library error tests drive each OpenAI-style client into, and what the
// exception text must then say (test/clients/error-messages*.test.ts).
import { createKey } from '../../src/accounts/api-keys.js';
import type { InferenceApp } from './inference-app.js';

/** What each status's refusal must say in the exception text of every client. */
export const EXPECTED_MESSAGES = {
  400: /Invalid request parameters: temperature: must be <= 2/,
  401: /Authentication failed/,
  402: /Insufficient USD or Diem balance/i,
  404: /Specified model not found/,
  429: /The model is currently overloaded/,
  503: /The model is at capacity/,
} as const;

/** An account with no credit, and an INFERENCE key on it: its paid requests are refused with 402. */
export async function keyOnEmptyAccount(app: InferenceApp): Promise<string> {
  const database = app.service.app.services.database;
  const [account] = await database('accounts').insert({ name: 'empty' }).returning(['id']);
  return (await createKey(database, account.id as string, { apiKeyType: 'INFERENCE', description: 'empty account' })).apiKey;
}

/** A well-formed key that no account holds. */
export const UNKNOWN_KEY = `SERVICE_INFERENCE_KEY_${'0'.repeat(43)}`;
