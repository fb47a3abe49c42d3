// One sign-in claim from either header form: the exact text the wallet signed, its fields, and the
// wallet it names. The signed-message form carries the text; for the official structured form the
// text is rebuilt from the fields (format.ts). Either way the fields every later check reads are
// parsed back out of the signed text, and whatever structured fields the header carries must equal
// them, so neither a bare message nor bare fields are ever trusted over the other. A field that
// would smuggle a line break or padding into the rebuilt text fails this round trip.
import { readChainId, sameChain, type ChainIdentity } from './chain.js';
import { checksumEvmAddress, normalizeEvmAddress } from './evm.js';
import { formatSignInText } from './format.js';
import { STRUCTURED_TEXT_FIELDS, type SiwxHeaderPayload } from './header.js';
import { parseSignInMessage, type SignInMessage } from './message.js';
import type { WalletChain } from '../../principal.js';
import { failed, passed, type Checked } from './result.js';
import { solanaPublicKey } from './solana.js';

export interface SignInClaim {
  /** `message`: the header carried the signed text; `structured`: it was rebuilt from the fields. */
  form: 'message' | 'structured';
  /** The exact text the signature covers. */
  signedText: string;
  /** The fields of `signedText`; all audience, freshness and nonce checks read these. */
  message: SignInMessage;
  wallet: WalletChain;
  /** EVM lower-cased; Solana base58 as signed. */
  address: string;
  /** The Solana public key (the decoded address); absent for EVM wallets. */
  solanaKey?: Uint8Array;
  signature: string;
  /** The signed-message form's Unix-millisecond timestamp, when sent. */
  timestamp?: number;
}

const EVM_TYPES = new Set(['eip191', 'eip1271']);
/** What a header carrying any structured field must carry in full. */
const REQUIRED_FIELDS = ['domain', 'uri', 'version', 'issuedAt'] as const;

export async function readSignInClaim(payload: SiwxHeaderPayload, solanaReferences: readonly string[]): Promise<Checked<SignInClaim>> {
  const text = payload.message !== undefined ? passed(payload.message) : await rebuildSignedText(payload);
  if (!text.ok) return text;
  const parsed = parseSignInMessage(text.value);
  if (!parsed.ok) return parsed;
  const message = parsed.value;
  const agree = checkFieldsAgree(payload, message);
  if (!agree.ok) return agree;

  let wallet: WalletChain;
  if (payload.type === 'ed25519') wallet = 'solana';
  else if (payload.type === undefined || EVM_TYPES.has(payload.type)) wallet = 'base';
  else return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in "type" must be ed25519 (Solana), eip191 or omitted (EVM)');
  if ((message.account === 'Solana') !== (wallet === 'solana')) {
    return failed(
      'X402_SIGN_IN_CHAIN_MISMATCH',
      `The message is a ${message.account} sign-in but the payload is for a ${wallet === 'solana' ? 'Solana' : 'EVM'} wallet`,
    );
  }

  let payloadChain: ChainIdentity | undefined;
  if (payload.chainId !== undefined) {
    const read = readChainId(payload.chainId, solanaReferences, wallet);
    if (!read.ok) return read;
    payloadChain = read.value;
  }
  if (message.chainId === undefined) return failed('X402_SIGN_IN_INVALID_CHAIN_ID', 'The sign-in message has no "Chain ID"');
  const messageChain = readChainId(message.chainId, solanaReferences, wallet);
  if (!messageChain.ok) return messageChain;
  if (payloadChain && !sameChain(payloadChain, messageChain.value)) {
    return failed('X402_SIGN_IN_CHAIN_MISMATCH', 'The payload chainId and the message "Chain ID" differ');
  }
  if (messageChain.value.chain !== wallet) return failed('X402_SIGN_IN_CHAIN_MISMATCH', 'The chain does not match the wallet type');

  const common = {
    form: payload.message !== undefined ? ('message' as const) : ('structured' as const),
    signedText: text.value,
    message,
    signature: payload.signature,
    ...(payload.timestamp !== undefined ? { timestamp: payload.timestamp } : {}),
  };
  if (wallet === 'base') {
    const address = normalizeEvmAddress(payload.address);
    if (!address) return failed('X402_SIGN_IN_INVALID_WALLET', 'The address is not an EVM address');
    if (normalizeEvmAddress(message.address) !== address)
      return failed('X402_SIGN_IN_ADDRESS_MISMATCH', 'The payload address is not the address in the message');
    return passed({ ...common, wallet, address });
  }
  const solanaKey = solanaPublicKey(payload.address);
  if (!solanaKey) return failed('X402_SIGN_IN_INVALID_WALLET', 'The address is not a Solana address');
  if (message.address !== payload.address) return failed('X402_SIGN_IN_ADDRESS_MISMATCH', 'The payload address is not the address in the message');
  return passed({ ...common, wallet, address: payload.address, solanaKey });
}

/** The text the official client signed for a structured payload; the CAIP-2 chainId picks the layout. */
export async function rebuildSignedText(payload: SiwxHeaderPayload): Promise<Checked<string>> {
  for (const name of REQUIRED_FIELDS) {
    if (payload[name] === undefined) return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in-with-x payload needs "${name}"`);
  }
  if (payload.nonce === undefined) return failed('X402_SIGN_IN_MISSING_NONCE', 'The sign-in-with-x payload has no nonce');
  if (typeof payload.chainId !== 'string') {
    return failed('X402_SIGN_IN_INVALID_CHAIN_ID', 'The sign-in-with-x payload needs a CAIP-2 "chainId" (eip155:8453 or solana:<reference>)');
  }
  const fields = {
    domain: payload.domain!,
    statement: payload.statement,
    uri: payload.uri!,
    version: payload.version!,
    nonce: payload.nonce,
    issuedAt: payload.issuedAt!,
    expirationTime: payload.expirationTime,
    notBefore: payload.notBefore,
    requestId: payload.requestId,
    resources: payload.resources,
  };
  const evm = /^eip155:(\d+)$/.exec(payload.chainId);
  if (evm) {
    // Before the address is read as an EVM one: a Solana key here is a chain/type disagreement.
    if (payload.type === 'ed25519') return failed('X402_SIGN_IN_CHAIN_MISMATCH', 'An ed25519 (Solana) payload names an EVM chain');
    const address = await checksumEvmAddress(payload.address);
    if (!address) return failed('X402_SIGN_IN_INVALID_WALLET', 'The address is not an EVM address with a valid EIP-55 checksum');
    return passed(formatSignInText({ ...fields, address, chainId: String(Number.parseInt(evm[1]!, 10)) }, 'Ethereum'));
  }
  const solana = /^solana:([1-9A-HJ-NP-Za-km-z]{1,64})$/.exec(payload.chainId);
  if (solana) return passed(formatSignInText({ ...fields, address: payload.address, chainId: solana[1]! }, 'Solana'));
  if (/^[-a-z0-9]{3,8}:/.test(payload.chainId)) return failed('X402_SIGN_IN_UNSUPPORTED_CHAIN', `Chain ${payload.chainId.slice(0, 80)} is not supported`);
  return failed('X402_SIGN_IN_INVALID_CHAIN_ID', `"${payload.chainId.slice(0, 80)}" is not a CAIP-2 chain id`);
}

/**
 * A header with no structured field passes; one with any must carry the required ones, and every
 * text field, present or absent, must equal the signed text's (address and chain have their own checks).
 */
function checkFieldsAgree(payload: SiwxHeaderPayload, message: SignInMessage): Checked<void> {
  const carried = STRUCTURED_TEXT_FIELDS.some((name) => payload[name] !== undefined) || payload.resources !== undefined;
  if (!carried) return passed(undefined);
  for (const name of REQUIRED_FIELDS) {
    if (payload[name] === undefined) return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in payload carries sign-in-with-x fields but not "${name}"`);
  }
  for (const name of STRUCTURED_TEXT_FIELDS) {
    if (payload[name] !== message[name]) return failed('X402_SIGN_IN_INVALID_PAYLOAD', `The sign-in payload "${name}" is not the signed message's`);
  }
  const resources = payload.resources ?? [];
  if (resources.length !== message.resources.length || resources.some((resource, index) => resource !== message.resources[index])) {
    return failed('X402_SIGN_IN_INVALID_PAYLOAD', 'The sign-in payload "resources" are not the signed message\'s');
  }
  return passed(undefined);
}
