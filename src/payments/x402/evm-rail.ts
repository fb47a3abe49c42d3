// The eip155 rail: USDC-style tokens paid by EIP-3009 transferWithAuthorization.
// In-process, the official `ExactEvmScheme` facilitator verifies (signature, recipient, amount,
// validity window, a simulated transfer) and settles by submitting the transfer from the
// settler key's account, which pays the gas.
import type { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload } from '@x402/core/types';
import { eip3009ABI, toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseAbiItem,
  parseEventLogs,
  publicActions,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainOutcome, PaymentIdentity, RailFactory, RailModule, RecordedPayment } from './rails.js';
import type { EvmRailSettings } from './settings.js';

const AUTHORIZATION_USED = parseAbiItem('event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)');
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * How far back reconciliation looks for the transaction that used an authorization. Authorizations
 * live maxTimeoutSeconds (≤ 1 h), so a pending row is found within a few thousand blocks unless the
 * service was down for hours; the search runs in windows most RPC providers allow for getLogs.
 */
const LOG_LOOKBACK_BLOCKS = 50_000n;
const LOG_WINDOW_BLOCKS = 2_000n;

interface Eip3009Authorization {
  from: string;
  to: string;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: string;
}

function authorizationOf(payload: PaymentPayload): Eip3009Authorization | undefined {
  const authorization = (payload.payload as { authorization?: unknown }).authorization;
  if (typeof authorization !== 'object' || authorization === null) return undefined;
  const fields = authorization as Record<string, unknown>;
  const strings = ['from', 'to', 'value', 'validAfter', 'validBefore', 'nonce'].every((key) => typeof fields[key] === 'string');
  return strings ? (fields as unknown as Eip3009Authorization) : undefined;
}

function chainOf(settings: EvmRailSettings): Chain {
  return defineChain({
    id: settings.chainId,
    name: settings.network,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
  });
}

export const createEvmRail: RailFactory<EvmRailSettings> = (settings, context): RailModule => {
  // One client per rail, made on first use: a remote-facilitator deployment may have no RPC at all.
  let reader: PublicClient | undefined;
  const publicClient = () => (reader ??= createPublicClient({ chain: chainOf(settings), transport: http(settings.rpcUrl) }));

  /** Whether the transaction moved `value` of the asset from the payer to payTo. */
  async function paidInTransaction(transaction: Hex, payer: string, value: bigint): Promise<boolean> {
    const receipt = await publicClient()
      .getTransactionReceipt({ hash: transaction })
      .catch(() => undefined);
    if (receipt?.status !== 'success') return false;
    const transfers = parseEventLogs({ abi: [TRANSFER], logs: receipt.logs.filter((log) => log.address.toLowerCase() === settings.asset.toLowerCase()) });
    return transfers.some(
      (log) => log.args.from.toLowerCase() === payer.toLowerCase() && log.args.to.toLowerCase() === settings.payTo.toLowerCase() && log.args.value === value,
    );
  }

  /** The transaction that used (payer, nonce), searched backwards from the chain head. */
  async function findUse(payer: Address, nonce: Hex): Promise<Hex[]> {
    const client = publicClient();
    const head = await client.getBlockNumber();
    const floor = head > LOG_LOOKBACK_BLOCKS ? head - LOG_LOOKBACK_BLOCKS : 0n;
    for (let to = head; to >= floor; to -= LOG_WINDOW_BLOCKS) {
      const from = to - LOG_WINDOW_BLOCKS + 1n > floor ? to - LOG_WINDOW_BLOCKS + 1n : floor;
      const logs = await client.getLogs({
        address: settings.asset as Address,
        event: AUTHORIZATION_USED,
        args: { authorizer: payer, nonce },
        fromBlock: from,
        toBlock: to,
      });
      if (logs.length > 0) return logs.map((log) => log.transactionHash);
      if (from === floor) break;
    }
    return [];
  }

  return {
    namespace: 'eip155',
    settings,

    async requirementExtra() {
      return { name: settings.name, version: settings.version };
    },

    registerOn(facilitator: x402Facilitator) {
      if (!settings.settlerKey || !settings.rpcUrl) throw new Error(`x402: the ${settings.network} rail needs rpcUrl and settlerKey to settle in-process`);
      const account = privateKeyToAccount(settings.settlerKey as Hex);
      const client = createWalletClient({ account, chain: chainOf(settings), transport: http(settings.rpcUrl) }).extend(publicActions);
      const signer = toFacilitatorEvmSigner(
        {
          address: account.address,
          readContract: (args) => client.readContract(args as Parameters<typeof client.readContract>[0]),
          verifyTypedData: (args) => client.verifyTypedData(args as Parameters<typeof client.verifyTypedData>[0]),
          writeContract: (args) => client.writeContract(args as Parameters<typeof client.writeContract>[0]),
          sendTransaction: (args) => client.sendTransaction(args),
          waitForTransactionReceipt: (args) => client.waitForTransactionReceipt(args),
          getCode: (args) => client.getCode(args),
        },
        { confirmationTimeoutMs: context.confirmationTimeoutMs },
      );
      facilitator.register(settings.network, new ExactEvmScheme(signer));
    },

    paymentIdentity(payload): PaymentIdentity | undefined {
      const authorization = authorizationOf(payload);
      if (!authorization || !/^0x[0-9a-fA-F]{64}$/.test(authorization.nonce) || !/^\d{1,15}$/.test(authorization.validBefore)) return undefined;
      return {
        nonce: authorization.nonce.toLowerCase(),
        validBefore: new Date(Number(authorization.validBefore) * 1000),
        claimedPayer: authorization.from.toLowerCase(),
      };
    },

    async inspect(payment: RecordedPayment): Promise<ChainOutcome> {
      if (!settings.rpcUrl) return { state: 'undecided', reason: `no rpcUrl for ${settings.network}: cannot read the chain` };
      const value = BigInt(payment.payload.accepted.amount);
      if (payment.transaction && (await paidInTransaction(payment.transaction as Hex, payment.payer, value))) {
        return { state: 'transferred', transaction: payment.transaction };
      }
      const payer = payment.payer as Address;
      const nonce = payment.nonce as Hex;
      const used = (await publicClient().readContract({
        address: settings.asset as Address,
        abi: eip3009ABI,
        functionName: 'authorizationState',
        args: [payer, nonce],
      })) as boolean;
      if (used) {
        // Used is not the same as paid: the payer may have cancelled the nonce or spent it on a
        // transfer elsewhere. Only a transfer to payTo of the amount counts.
        for (const transaction of await findUse(payer, nonce)) {
          if (await paidInTransaction(transaction, payment.payer, value)) return { state: 'transferred', transaction };
        }
        return { state: 'undecided', reason: 'the authorization was used, but no transfer of the amount to payTo was found; check it by hand' };
      }
      const head = await publicClient().getBlock({ blockTag: 'latest' });
      // The token refuses the authorization once block.timestamp >= validBefore: it can never land.
      if (payment.validBefore && head.timestamp * 1000n >= BigInt(payment.validBefore.getTime())) return { state: 'expired' };
      return { state: 'undecided', reason: 'not transferred yet and still valid' };
    },
  };
};
