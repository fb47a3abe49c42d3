// A loopback Solana JSON-RPC endpoint in front of an in-process LiteSVM: just the methods the
// @x402/svm client (mint lookup, blockhash) and facilitator (simulate, send, confirm) call, answered
// in the shapes a real validator answers them. This is the network edge of the Solana tests, so
// everything above it (kit's RPC client, the official client and facilitator schemes, our rail) runs
// unmodified. A method we have not implemented answers a JSON-RPC "method not found" and is recorded
// in `unknownMethods`, so a test can tell a library started asking for something new.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getBase58Decoder, getBase64Encoder, getTransactionDecoder, type Address, type Signature, type Transaction } from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';

/** litesvm's TransactionErrorFieldless.AlreadyProcessed; a const enum, which isolatedModules cannot import. */
const ALREADY_PROCESSED = 6;
const METHOD_NOT_FOUND = -32601;
const PARSE_ERROR = -32700;
/** The code a validator's sendTransaction uses when it refuses a transaction before it lands. */
const SEND_REFUSED = -32002;

interface JsonRpcRequest {
  id: number | string | null;
  method: string;
  params?: unknown[];
}

export interface SolanaRpcServer {
  url: string;
  /** Methods a library called that this endpoint does not implement, in call order. */
  unknownMethods: string[];
  close(): Promise<void>;
}

export async function startSolanaRpcServer(svm: LiteSVM): Promise<SolanaRpcServer> {
  const unknownMethods: string[] = [];
  const handlers = rpcHandlers(svm);
  const answer = (call: JsonRpcRequest): object => {
    const handler = handlers[call.method];
    if (!handler) {
      unknownMethods.push(call.method);
      return { error: { code: METHOD_NOT_FOUND, message: `test chain: ${call.method} is not implemented` } };
    }
    try {
      return { result: handler(call.params ?? []) };
    } catch (error) {
      return { error: error instanceof RpcFailure ? error.body : { code: -32603, message: String(error) } };
    }
  };
  const server = createServer((request, response) => {
    const send = (id: JsonRpcRequest['id'], reply: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...reply }, bigintsAsNumbers));
    };
    readJson(request).then(
      (body) => send((body as JsonRpcRequest).id, answer(body as JsonRpcRequest)),
      () => send(null, { error: { code: PARSE_ERROR, message: 'test chain: the request body is not JSON' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, unknownMethods, close: () => closeServer(server) };
}

class RpcFailure extends Error {
  constructor(readonly body: { code: number; message: string; data?: unknown }) {
    super(body.message);
  }
}

type Handler = (params: unknown[]) => unknown;

function rpcHandlers(svm: LiteSVM): Record<string, Handler> {
  const context = () => ({ slot: Number(svm.getClock().slot) });
  return {
    getAccountInfo([address]) {
      const account = svm.getAccount(address as Address);
      if (!account.exists) return { context: context(), value: null };
      return {
        context: context(),
        value: {
          data: [Buffer.from(account.data).toString('base64'), 'base64'],
          executable: account.executable,
          lamports: account.lamports,
          owner: account.programAddress,
          rentEpoch: 0,
          space: account.data.length,
        },
      };
    },
    getBalance([address]) {
      return { context: context(), value: svm.getBalance(address as Address) ?? 0n };
    },
    getLatestBlockhash() {
      // litesvm has no blocks, so any height beyond the current slot keeps the hash "valid".
      return { context: context(), value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: svm.getClock().slot + 150n } };
    },
    isBlockhashValid([blockhash]) {
      // litesvm accepts only its latest blockhash; expireBlockhash() moves on, as time does on a cluster.
      return { context: context(), value: blockhash === svm.latestBlockhash() };
    },
    getSlot() {
      return svm.getClock().slot;
    },
    simulateTransaction([wire, options]) {
      const transaction = withPlaceholderSignatures(decodeWire(wire));
      // The facilitator simulates before it signs as fee payer, with sigVerify off, as a validator
      // allows; litesvm has one global switch, so it is off only for this synchronous call.
      const sigVerify = (options as { sigVerify?: boolean } | undefined)?.sigVerify ?? false;
      svm.withSigverify(sigVerify);
      const outcome = (() => {
        try {
          return svm.simulateTransaction(transaction);
        } finally {
          svm.withSigverify(true);
        }
      })();
      const meta = outcome.meta();
      return {
        context: context(),
        value: {
          err: outcome instanceof FailedTransactionMetadata ? outcome.toString() : null,
          logs: meta.logs(),
          accounts: null,
          unitsConsumed: meta.computeUnitsConsumed(),
          returnData: null,
        },
      };
    },
    sendTransaction([wire]) {
      const transaction = decodeWire(wire);
      const signature = firstSignature(transaction);
      const outcome = svm.sendTransaction(transaction);
      if (outcome instanceof FailedTransactionMetadata) {
        const error = outcome.err();
        // A validator acknowledges a resubmitted transaction with its signature and drops it; its
        // status stays that of the first landing. That is the "duplicate settle" case x402 warns of.
        if (error === ALREADY_PROCESSED) return signature;
        // An instruction error lands (the fee is charged) and shows up as a failed status.
        if (typeof error === 'object') return signature;
        throw new RpcFailure({ code: SEND_REFUSED, message: `Transaction refused: ${outcome.toString()}` });
      }
      return signature;
    },
    getSignatureStatuses([signatures]) {
      return {
        context: context(),
        value: (signatures as string[]).map((signature) => {
          const landed = svm.getTransaction(signature as Signature);
          if (!landed) return null;
          const err = landed instanceof FailedTransactionMetadata ? landed.toString() : null;
          return { slot: Number(svm.getClock().slot), confirmations: null, err, status: err ? { Err: err } : { Ok: null }, confirmationStatus: 'finalized' };
        }),
      };
    },
  };
}

function decodeWire(wire: unknown): Transaction {
  return getTransactionDecoder().decode(getBase64Encoder().encode(wire as string));
}

/** A simulated transaction may lack the fee payer's signature; litesvm needs 64 bytes in every slot. */
function withPlaceholderSignatures(transaction: Transaction): Transaction {
  const signatures = Object.fromEntries(Object.entries(transaction.signatures).map(([address, signature]) => [address, signature ?? new Uint8Array(64)]));
  return { ...transaction, signatures } as Transaction;
}

/** The transaction id: the first signature, which is the fee payer's. */
function firstSignature(transaction: Transaction): string {
  const [first] = Object.values(transaction.signatures);
  if (!first) throw new RpcFailure({ code: SEND_REFUSED, message: 'Transaction refused: the fee payer has not signed' });
  return getBase58Decoder().decode(first);
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

/** Lamports and slots are u64; kit's RPC client reads big JSON numbers back as bigints. */
function bigintsAsNumbers(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
