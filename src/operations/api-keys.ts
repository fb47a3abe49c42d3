// Tag "API Keys": ADMIN keys manage their account's keys. Writes evict the key from the
// authentication cache at once, so a revoked or changed key stops working immediately here.
import { createKey, getKey, listKeys, revokeKey, updateKey } from '../accounts/api-keys.js';
import { newKeyExpiresAt, parseExpiresAt } from '../accounts/api-key-records.js';
import { hashSecret } from '../accounts/key-secret.js';
import { issueToken, tokenSecret } from '../accounts/web3-key-token.js';
import { mintWeb3Key, refuseWhenOff } from '../accounts/web3-keys.js';
import { forbidden } from '../errors.js';
import { recentBreaches } from '../limits/breach-log.js';
import { rateLimitStatus } from '../limits/rate-limit-status.js';
import { requireKeyPrincipal, type Handlers } from './handler-context.js';

export const apiKeyHandlers = {
  async getApiKeys(_input, context) {
    const caller = requireKeyPrincipal(context);
    await context.services.credits.flush(); // keys show their spending, from the ledger
    return { status: 200, body: { object: 'list', data: await listKeys(context.services.database, caller.accountId) } };
  },
  async createApiKey({ body }, context) {
    const caller = requireKeyPrincipal(context);
    const expiresAt = newKeyExpiresAt(body.expiresAt, new Date());
    context.services.keyCreation.take(caller.accountId);
    const created = await createKey(context.services.database, caller.accountId, { ...body, expiresAt, createdBy: caller.keyId });
    context.services.keys.forgetSecretHash(hashSecret(created.apiKey));
    return { status: 200, body: { success: true, data: created } };
  },
  async getWeb3KeyToken(_input, context) {
    refuseWhenOff(context.services.web3Keys);
    return { status: 200, body: { success: true, data: { token: issueToken(await tokenSecret(context.services.database), new Date()) } } };
  },
  async createWeb3ApiKey({ body }, context) {
    const { services } = context;
    const now = new Date();
    const request = { ...body, description: body.description ?? 'Web3 API Key', expiresAt: newKeyExpiresAt(body.expiresAt, now) };
    const created = await mintWeb3Key(services.database, services.web3Keys, request, now, (accountId) => services.keyCreation.take(accountId));
    services.keys.forgetSecretHash(hashSecret(created.apiKey));
    return { status: 200, body: { success: true, data: created } };
  },
  async updateApiKey({ body }, context) {
    const caller = requireKeyPrincipal(context);
    const expiry = parseExpiresAt(body.expiresAt);
    if (body.id.toLowerCase() === caller.keyId && expiry !== null && expiry.getTime() <= Date.now()) {
      throw forbidden('An API key cannot expire itself; use another ADMIN key', 'UNAUTHORIZED');
    }
    const updated = await updateKey(context.services.database, caller.accountId, body);
    context.services.keys.evict(updated.id);
    return { status: 200, body: { success: true, data: updated } };
  },
  async deleteApiKey({ query }, context) {
    const caller = requireKeyPrincipal(context);
    if (query.id.toLowerCase() === caller.keyId) throw forbidden('An API key cannot delete itself; use another ADMIN key', 'UNAUTHORIZED');
    const secretHash = await revokeKey(context.services.database, caller.accountId, query.id);
    context.services.keys.evict(query.id.toLowerCase(), secretHash);
    return { status: 200, body: { success: true } };
  },
  async getApiKeyById({ path }, context) {
    const caller = requireKeyPrincipal(context);
    await context.services.credits.flush();
    return { status: 200, body: { data: await getKey(context.services.database, caller.accountId, path.id) } };
  },
  async getApiKeyRateLimits(_input, context) {
    const caller = requireKeyPrincipal(context);
    const { limits, catalog, database } = context.services;
    return { status: 200, body: { data: await rateLimitStatus(limits, catalog, database, caller, context.services.credits) } };
  },
  async getApiKeyRateLimitLogs(_input, context) {
    const caller = requireKeyPrincipal(context);
    return { status: 200, body: { object: 'list', data: await recentBreaches(context.services.database, caller.accountId) } };
  },
} satisfies Pick<
  Handlers,
  | 'getApiKeys'
  | 'createApiKey'
  | 'getWeb3KeyToken'
  | 'createWeb3ApiKey'
  | 'updateApiKey'
  | 'deleteApiKey'
  | 'getApiKeyById'
  | 'getApiKeyRateLimits'
  | 'getApiKeyRateLimitLogs'
>;
