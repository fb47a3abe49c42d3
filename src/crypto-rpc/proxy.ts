// POST /crypto/rpc/{network}, end to end (docs/decisions/0011): check every item's method for the
// network's family, admit under the caller's JSON-RPC rate limit, claim the Idempotency-Key (or
// return its kept answer), reserve the maximum price, forward, and charge the measured credits.
// Any failure after the claim frees the key; any failure before the charge releases the
// reservation (the pipeline does that for whatever is still held), so a node that cannot be
// reached costs nothing.
import type { components } from '../../generated/api-types.js';
import { formatMicro, payerOwner } from '../money.js';
import { badRequest } from '../errors.js';
import type { PaidCallContext } from '../billing/paid-step.js';
import { forwardToNode } from './forward.js';
import { abandonKey, claimKey, completeKey, requestHash, type KeyUse, type StoredAnswer } from './idempotency.js';
import { methodTier } from './methods.js';
import type { RpcNetwork } from '../catalog/rpc-networks.js';
import { creditsToMicroUsd, itemCredits, maximumCredits, measuredCredits, type PricedItem } from './pricing.js';

type RpcRequest = components['schemas']['CryptoRpcRequest'];
export type RpcBody = components['schemas']['CryptoRpcBody'];

export interface RpcCall {
  network: string;
  body: RpcBody;
  idempotencyKey?: string;
}

export interface RpcOutcome {
  /** The node's JSON, as it sent it. */
  body: Buffer;
  headers: Record<string, string>;
}

const unknownNetwork = (name: string) =>
  badRequest(`Unknown network ${name}; GET /api/v1/crypto/rpc/networks lists the networks served`, undefined, 'RPC_UNKNOWN_NETWORK');

// Nodes require `jsonrpc` and treat an item without `id` as a notification they never answer;
// the API makes both optional and always answers, so they are filled in before forwarding.
const normalized = (item: RpcRequest): RpcRequest => ({ ...item, jsonrpc: '2.0', id: item.id ?? null });

function priceItems(network: RpcNetwork, name: string, items: RpcRequest[]): PricedItem[] {
  return items.map((item) => ({ id: item.id ?? null, credits: itemCredits(network, methodTier(network.family, name, item.method)) }));
}

async function forwardAndCharge(call: PaidCallContext, name: string, network: RpcNetwork, body: RpcBody, priced: PricedItem[]): Promise<StoredAnswer> {
  const price = call.services.catalog.rpcPicoUsdPerCredit;
  const maximum = creditsToMicroUsd(maximumCredits(priced), price);
  // DIEM is worth a dollar (decision 0005): the same micro amount in either currency.
  const meter = await call.paidStep.reserve({ usd: maximum, diem: maximum });
  const payload = JSON.stringify(Array.isArray(body) ? body.map(normalized) : normalized(body));
  const answer = await forwardToNode(name, network.url, payload, call.signal);
  const credits = measuredCredits(priced, answer.parsed);
  const cost = creditsToMicroUsd(credits, price);
  const { charged } = await meter.settle(
    { usd: cost, diem: cost },
    {
      sku: `crypto-rpc-${name}`,
      units: credits,
      pricePerUnitUsd: Number(price) / 1e12,
      notes: `${priced.length} JSON-RPC item(s), ${credits} credits`,
    },
  );
  return { body: answer.raw.toString('utf8'), headers: { 'X-Service-RPC-Credits': String(credits), 'X-Service-RPC-Cost-USD': formatMicro(charged, 8) } };
}

export async function proxyRpc(call: RpcCall, paidCallContext: PaidCallContext): Promise<RpcOutcome> {
  const { services, caller: principal } = paidCallContext;
  const network = services.catalog.rpcNetworks[call.network];
  if (!network) throw unknownNetwork(call.network);
  const items = Array.isArray(call.body) ? call.body : [call.body];
  // Refusals come before the rate limit and the money, as validation does in the pipeline.
  const priced = priceItems(network, call.network, items);
  await paidCallContext.paidStep.admit(call.network);
  if (call.idempotencyKey === undefined) {
    const answer = await forwardAndCharge(paidCallContext, call.network, network, call.body, priced);
    return { body: Buffer.from(answer.body), headers: answer.headers };
  }
  // An Idempotency-Key belongs to whoever pays: the account (all its keys) or the wallet.
  const use: KeyUse = { caller: payerOwner(principal), key: call.idempotencyKey, requestHash: requestHash(call.network, call.body) };
  const claim = await claimKey(services.database, use);
  if (claim.kind === 'replay') {
    paidCallContext.paidStep.answerFree('idempotent-replay'); // charged once, when the key's first request was answered
    return { body: Buffer.from(claim.answer.body), headers: { ...claim.answer.headers, 'Idempotent-Replayed': 'true' } };
  }
  let answer: StoredAnswer;
  try {
    answer = await forwardAndCharge(paidCallContext, call.network, network, call.body, priced);
  } catch (error) {
    await abandonKey(services.database, use);
    throw error;
  }
  await completeKey(services.database, use, answer);
  return { body: Buffer.from(answer.body), headers: answer.headers };
}
