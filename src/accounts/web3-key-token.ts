// The challenge of GET /api_keys/generate_web3_key: a JWT (HS256) the wallet signs, valid 15
// minutes. Issuing it writes nothing (anyone may ask for one); its signature proves this service
// issued it and when, so a wallet's signature over an old or foreign text is refused. It is spent
// once, by POST /api_keys/generate_web3_key (web3-keys.ts records its id).
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../store/database.js';

export const TOKEN_LIFETIME_MS = 15 * 60_000;
const AUDIENCE = 'generate_web3_key';
const SECRET_NAME = 'web3-key-token';

export interface TokenClaims {
  id: string;
  expiresAt: Date;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The signing key, made on first use and stored, so replicas of one database share it; read once per process. */
export function tokenSecret(database: Database): Promise<Buffer> {
  let secret = secrets.get(database);
  if (!secret) {
    secret = readOrCreateSecret(database);
    secrets.set(database, secret);
    secret.catch(() => secrets.delete(database)); // a failed read is retried by the next request
  }
  return secret;
}

async function readOrCreateSecret(database: Database): Promise<Buffer> {
  await database('service_secrets')
    .insert({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflict('name')
    .ignore();
  const row = await database('service_secrets').where({ name: SECRET_NAME }).first<{ value: string }>('value');
  return Buffer.from(row!.value, 'base64');
}

const signature = (secret: Buffer, signed: string) => createHmac('sha256', secret).update(signed).digest();

export function issueToken(secret: Buffer, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ jti: randomUUID(), aud: AUDIENCE, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_MS / 1000 }));
  return `${header}.${payload}.${base64url(signature(secret, `${header}.${payload}`))}`;
}

/** The token's claims when this service issued it and it has not expired; otherwise why not. */
export function readToken(secret: Buffer, token: string, now: Date): TokenClaims | { problem: string } {
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'The token is not one this service issued' };
  const [header, payload, sent] = parts as [string, string, string];
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'The token is not one this service issued' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string; aud: string; exp: number };
  if (claims.aud !== AUDIENCE) return { problem: 'The token is not one this service issued' };
  const expiresAt = new Date(claims.exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { problem: 'The token has expired; get a new one from GET /api/v1/api_keys/generate_web3_key' };
  return { id: claims.jti, expiresAt };
}
