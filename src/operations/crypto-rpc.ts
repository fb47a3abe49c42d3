// Tag "Crypto RPC": the networks whose node URL is configured.
import type { Handlers } from './handler-context.js';

export const cryptoRpcHandlers = {
  async listCryptoRpcNetworks(_input, context) {
    return { status: 200, body: { networks: Object.keys(context.services.catalog.rpcNetworks).sort() } };
  },
} satisfies Pick<Handlers, 'listCryptoRpcNetworks'>;
