// Loading undici (npm, v7) makes its Agent the process-wide dispatcher, which Node's built-in fetch
// (its own bundled undici, of another version) then uses too, and the two can disagree on header
// values: a fetch that sets Content-Length itself (Solana's RPC client does, in x402 settlement)
// failed with "invalid content-length header" on Node 20. Installing undici's own fetch keeps fetch
// and dispatcher one version.
// Process-wide, so it is called once by each entry point (src/main.ts, the test setup), never on import.
import { install } from 'undici';

export function installUndiciFetch(): void {
  install();
}
