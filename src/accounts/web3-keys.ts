// API keys minted by a wallet (POST /api_keys/generate_web3_key): the wallet signs (EIP-191) a
// challenge token this service issued, and gets a key on the account its stake is recorded on. Which
// wallets may is the operator's policy: `staked` (a wallet linked to an account with staked units,
// by `accounts stake --wallet`), `allowlist` (listed wallets; one without an account gets its own),
// or `off`.
import { apiError, forbidden } from '../errors.js';
import { normalizeEvmAddress } from '../payments/siwx/evm.js';
import { loadEthers } from '../payments/siwx/lazy-ethers.js';
import type { Database } from '../store/database.js';
import { createKey, type CreateKeyInput, type CreatedKey } from './api-keys.js';
import { createAccount } from './bootstrap.js';
import { readToken, tokenSecret } from './web3-key-token.js';

export type Web3KeyPolicy = { mode: 'off' } | { mode: 'staked' } | { mode: 'allowlist'; wallets: ReadonlySet<string> };

export interface Web3KeyRequest {
  address: string;
  signature: string;
  token: string;
}

const tokenInvalid = (message: string) => apiError('WEB3_KEY_TOKEN_INVALID', { message });
const notAllowed = (message: string) => forbidden(message, 'WEB3_KEY_NOT_ALLOWED');

export function refuseWhenOff(policy: Web3KeyPolicy): void {
  if (policy.mode === 'off') throw notAllowed('Web3 API keys are switched off on this service');
}

/** The lower-cased address, once its signature of the token verifies. */
async function signer(request: Web3KeyRequest): Promise<string> {
  const address = normalizeEvmAddress(request.address);
  if (!address) throw apiError('INVALID_REQUEST', { message: 'address must be a 0x-prefixed 20-byte hex EVM address' });
  const { verifyMessage } = await loadEthers();
  let recovered: string | undefined;
  try {
    recovered = verifyMessage(request.token, request.signature).toLowerCase();
  } catch {
    recovered = undefined; // not a 65-byte ECDSA signature
  }
  if (recovered !== address)
    throw apiError('WEB3_KEY_SIGNATURE_INVALID', { message: 'The signature is not an EIP-191 signature of the token by this address' });
  return address;
}

/** Spends the token: the primary key refuses a second use, even by two concurrent requests. */
async function spendToken(database: Database, token: string, now: Date): Promise<void> {
  const claims = readToken(await tokenSecret(database), token, now);
  if ('problem' in claims) throw tokenInvalid(claims.problem);
  await database('web3_key_tokens_used').where('expires_at', '<', now).delete();
  const inserted = await database('web3_key_tokens_used')
    .insert({ token_id: claims.id, expires_at: claims.expiresAt })
    .onConflict('token_id')
    .ignore()
    .returning('token_id');
  if (inserted.length === 0) throw tokenInvalid('The token was already used; get a new one from GET /api/v1/api_keys/generate_web3_key');
}

async function linkedAccount(database: Database, address: string): Promise<{ id: string; stakedUnits: bigint } | undefined> {
  const row = await database('account_wallets')
    .join('accounts', 'accounts.id', 'account_wallets.account_id')
    .where('account_wallets.address', address)
    .first<{ id: string; staked_units: string } | undefined>('accounts.id', 'accounts.staked_units');
  return row ? { id: row.id, stakedUnits: BigInt(row.staked_units ?? 0) } : undefined;
}

/** The account a permitted wallet's key belongs to. */
async function walletAccount(database: Database, policy: Web3KeyPolicy, address: string): Promise<string> {
  refuseWhenOff(policy);
  const linked = await linkedAccount(database, address);
  if (policy.mode === 'staked') {
    if (!linked || linked.stakedUnits <= 0n) throw notAllowed(`No stake is recorded for wallet ${address} on this service`);
    return linked.id;
  }
  if (policy.mode === 'allowlist' && !policy.wallets.has(address))
    throw notAllowed(`Wallet ${address} is not on this service's list of wallets that may create keys`);
  if (linked) return linked.id;
  return database.transaction(async (trx) => {
    const accountId = await createAccount(trx, `wallet ${address}`);
    const inserted = await trx('account_wallets').insert({ address, account_id: accountId }).onConflict('address').ignore().returning('address');
    if (inserted.length > 0) return accountId;
    // Another request linked the wallet first: this account is not needed.
    await trx('accounts').where({ id: accountId }).delete();
    return (await linkedAccount(trx, address))!.id;
  });
}

/**
 * The new key of a wallet whose signature of an unspent token verifies and whom the policy permits.
 * `beforeCreate` runs once the account is known (the per-account creation limit).
 */
export async function mintWeb3Key(
  database: Database,
  policy: Web3KeyPolicy,
  request: Web3KeyRequest & CreateKeyInput,
  now: Date,
  beforeCreate: (accountId: string) => void,
): Promise<CreatedKey> {
  refuseWhenOff(policy);
  const address = await signer(request);
  await spendToken(database, request.token, now);
  const accountId = await walletAccount(database, policy, address);
  beforeCreate(accountId);
  const { apiKeyType, description, consumptionLimit, limitPeriod, modelPrivacy, expiresAt } = request;
  return createKey(database, accountId, { apiKeyType, description, consumptionLimit, limitPeriod, modelPrivacy, expiresAt, createdBy: `wallet:${address}` });
}

/** Records the wallet as the holder of the account's stake (the `accounts stake --wallet` command). */
export async function linkWallet(database: Database, accountId: string, wallet: string): Promise<string> {
  const address = normalizeEvmAddress(wallet);
  if (!address) throw new Error('--wallet must be a 0x-prefixed 20-byte hex EVM address');
  await database('account_wallets').insert({ address, account_id: accountId }).onConflict('address').merge(['account_id']);
  return address;
}
