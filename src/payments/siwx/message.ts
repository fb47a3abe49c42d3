// The sign-in message text, EIP-4361 for EVM wallets and its Solana counterpart (same layout, "Solana
// account", the chain's CAIP-2 reference as Chain ID). The signature covers the exact text, so the
// parser only has to be unambiguous: fields in the standard order, each at most once, nothing unknown.
import { failed, passed, type Checked } from './result.js';

export type MessageAccount = 'Ethereum' | 'Solana';

export interface SignInMessage {
  domain: string;
  account: MessageAccount;
  address: string;
  statement?: string;
  uri: string;
  version: string;
  chainId?: string;
  nonce?: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources: string[];
}

const HEADER = /^(\S+) wants you to sign in with your (Ethereum|Solana) account:$/;
/** The tagged lines in their EIP-4361 order. */
const FIELDS = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const;
const MAX_MESSAGE_LENGTH = 8_192;

const invalid = (why: string) => failed('X402_SIGN_IN_INVALID_MESSAGE', `The sign-in message is malformed: ${why}`);

export function parseSignInMessage(text: string): Checked<SignInMessage> {
  if (text.length > MAX_MESSAGE_LENGTH) return invalid('too long');
  if (text.includes('\r')) return invalid('lines must end with \\n only');
  const lines = text.split('\n');
  const header = HEADER.exec(lines[0] ?? '');
  if (!header) return invalid('the first line must read "<domain> wants you to sign in with your Ethereum|Solana account:"');
  const address = lines[1]?.trim();
  if (!address) return invalid('the second line must be the wallet address');

  // Between the address and "URI:": blank lines and at most one statement line.
  let index = 2;
  let statement: string | undefined;
  for (; index < lines.length && !lines[index]!.startsWith('URI: '); index += 1) {
    const line = lines[index]!;
    if (line === '') continue;
    if (statement !== undefined) return invalid('more than one statement line');
    statement = line;
  }

  const values: Partial<Record<(typeof FIELDS)[number][1], string>> = {};
  let next = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line === 'Resources:') break;
    const at = FIELDS.findIndex(([tag]) => line.startsWith(`${tag}: `));
    if (at < 0) return invalid(`unexpected line "${line.slice(0, 40)}"`);
    if (at < next) return invalid(`"${FIELDS[at]![0]}" is out of order or repeated`);
    const value = line.slice(FIELDS[at]![0].length + 2).trim();
    if (value === '') return invalid(`"${FIELDS[at]![0]}" is empty`);
    values[FIELDS[at]![1]] = value;
    next = at + 1;
  }
  const resources: string[] = [];
  for (index += 1; index < lines.length; index += 1) {
    const resource = /^- (\S+)$/.exec(lines[index]!);
    if (!resource) return invalid('resources must be "- <uri>" lines');
    resources.push(resource[1]!);
  }

  if (values.uri === undefined) return invalid('"URI" is missing');
  if (values.version === undefined) return invalid('"Version" is missing');
  if (values.version !== '1') return invalid('"Version" must be 1');
  if (values.issuedAt === undefined) return invalid('"Issued At" is missing');
  return passed({
    domain: header[1]!,
    account: header[2] as MessageAccount,
    address,
    ...(statement !== undefined ? { statement } : {}),
    uri: values.uri,
    version: values.version,
    chainId: values.chainId,
    nonce: values.nonce,
    issuedAt: values.issuedAt,
    expirationTime: values.expirationTime,
    notBefore: values.notBefore,
    requestId: values.requestId,
    resources,
  });
}
