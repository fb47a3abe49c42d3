// The sign-in text the official x402 client signs, rebuilt from the structured payload. Signing is
// byte-exact, so each layout follows its formatter to the character, quirks included:
// - EVM: EIP-4361 as `@signinwithethereum/siwe` v4 `prepareMessage()` writes it. Without a
//   statement there are TWO blank lines between the address and "URI:"; "Request ID" is written
//   whenever it is set; a resources list is written whenever it is set, even empty.
// - Solana: x402's `formatSIWSMessage`. The same tagged lines after "…your Solana account:", the
//   chain's CAIP-2 reference as "Chain ID", ONE blank line without a statement, and every optional
//   field (statement included) written only when non-empty.
// Our own code: the official packages are test-only dependencies (their formatters are compared
// with these in test/payments/siwx-official-client.test.ts).
import type { MessageAccount } from './message.js';

export interface SignInTextFields {
  domain: string;
  /** As the text shows it; for EVM the caller passes the EIP-55 checksummed form, as siwe writes it. */
  address: string;
  statement?: string;
  uri: string;
  version: string;
  /** As the text shows it: the EVM chain number ("8453") or the Solana CAIP-2 reference. */
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

export function formatSignInText(fields: SignInTextFields, account: MessageAccount): string {
  return account === 'Ethereum' ? formatEthereum(fields) : formatSolana(fields);
}

function formatEthereum(fields: SignInTextFields): string {
  let head = `${fields.domain} wants you to sign in with your Ethereum account:\n${fields.address}`;
  head = fields.statement === undefined ? `${head}\n\n` : `${head}\n\n${fields.statement}\n`;
  const body = [`URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${fields.chainId}`, `Nonce: ${fields.nonce}`];
  if (fields.issuedAt) body.push(`Issued At: ${fields.issuedAt}`);
  if (fields.expirationTime) body.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore) body.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId !== undefined) body.push(`Request ID: ${fields.requestId}`);
  if (fields.resources) body.push(['Resources:', ...fields.resources.map((resource) => `- ${resource}`)].join('\n'));
  return `${head}\n${body.join('\n')}`;
}

function formatSolana(fields: SignInTextFields): string {
  const lines = [`${fields.domain} wants you to sign in with your Solana account:`, fields.address, ''];
  if (fields.statement) lines.push(fields.statement, '');
  lines.push(`URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${fields.chainId}`, `Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`);
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`);
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`);
  if (fields.requestId) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources && fields.resources.length > 0) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`));
  return lines.join('\n');
}
