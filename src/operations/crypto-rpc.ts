// Tag "Crypto RPC": the networks whose node URL is configured, and the JSON-RPC proxy to them.
import type { components } from '../../generated/api-types.js';
import { proxyRpc } from '../crypto-rpc/proxy.js';
import { paidCallContext, type Handlers } from './handler-context.js';

export const cryptoRpcHandlers = {
  async listCryptoRpcNetworks(_input, context) {
    return { status: 200, body: { networks: Object.keys(context.services.catalog.rpcNetworks).sort() } };
  },

  async cryptoRpcProxy({ path, header, body }, context) {
    const outcome = await proxyRpc({ network: path.network, body, idempotencyKey: header['Idempotency-Key'] }, paidCallContext(context));
    // The node's bytes go out unparsed (forward.ts says why); the spec's type describes their JSON.
    const answer = outcome.body as unknown as components['schemas']['CryptoRpcAnswer'];
    return { status: 200, contentType: 'application/json', headers: outcome.headers, body: answer };
  },
} satisfies Pick<Handlers, 'listCryptoRpcNetworks' | 'cryptoRpcProxy'>;
