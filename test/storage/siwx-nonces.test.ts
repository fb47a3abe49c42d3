// The sign-in nonce store on the embedded database: the insert is the check, so a replay is refused
// and of two concurrent replays of one signed header exactly one signs in; expired rows are pruned.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseNonceStore } from '../../src/payments/siwx/nonce-store.js';
import { verifySignIn } from '../../src/payments/siwx/verify.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';
import { DOMAIN, evmHeader, NOW, solanaHeader, solanaKey, URI } from '../support/sign-in.js';

describe('sign-in nonces on PGlite', () => {
  let database: Database;
  let dataDir: string;
  let clock = NOW;
  let store: DatabaseNonceStore;
  const options = () => ({ audience: { domain: DOMAIN, uri: URI }, nonces: store, now: () => clock });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(RUN_DIR, 'siwx-nonces-'));
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir });
    store = new DatabaseNonceStore(database, () => clock);
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs a wallet in once per nonce', async () => {
    const header = await evmHeader({ nonce: 'replay0000000001' });
    expect(await verifySignIn(header, options())).toMatchObject({ ok: true });
    expect(await verifySignIn(header, options())).toMatchObject({ ok: false, failure: { code: 'X402_SIGN_IN_NONCE_REUSED' } });
  });

  it('lets exactly one of two concurrent replays through', async () => {
    const header = await evmHeader({ nonce: 'concurrent000001' });
    const outcomes = await Promise.all([verifySignIn(header, options()), verifySignIn(header, options())]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.failure.code)).toEqual(['X402_SIGN_IN_NONCE_REUSED']);
  });

  it('lets exactly one of many concurrent Solana replays through', async () => {
    const header = solanaHeader(solanaKey(), { nonce: 'solanaconcurrent' });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => verifySignIn(header, options())));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  });

  it('keeps a nonce until its message can no longer pass, then prunes it', async () => {
    clock = NOW;
    const header = await evmHeader({ nonce: 'prunable00000001' });
    expect(await verifySignIn(header, options())).toMatchObject({ ok: true });
    const row = await database('siwx_nonces').where({ nonce: 'prunable00000001' }).first();
    // Issued 10 s before NOW, so acceptable for 5 minutes from then (the 10-minute expiry is later).
    expect(new Date(row.expires_at).getTime()).toBe(NOW - 10_000 + 5 * 60_000);
    expect(await store.pruneExpired()).toBe(0);
    clock = NOW + 5 * 60_000;
    expect(await store.pruneExpired()).toBeGreaterThanOrEqual(1);
    expect(await database('siwx_nonces').where({ nonce: 'prunable00000001' }).first()).toBeUndefined();
    // The replay is still refused, now by the freshness check.
    expect(await verifySignIn(header, options())).toMatchObject({ ok: false, failure: { code: 'X402_SIGN_IN_EXPIRED' } });
  });
});
