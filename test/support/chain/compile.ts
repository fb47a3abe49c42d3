// Compiles the harness's Solidity sources with solc-js (WebAssembly, offline) once per test run.
// The output is cached under the run folder, keyed by a hash of the sources and compiler
// settings, and written atomically, so the workers of one run compile at most once each and
// never read a half-written file. Build output is never committed: the sources are the truth.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';
import { RUN_DIR } from '../paths.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCES = ['TestUsdc.sol', 'TestMulticall.sol'] as const;

export interface CompiledContract {
  abi: Abi;
  /** Creation code (constructor arguments are appended by the deployer). */
  bytecode: Hex;
  /** Code as deployed, for placing a contract at a fixed address (anvil_setCode). */
  deployedBytecode: Hex;
}

export type CompiledContracts = Record<'TestUsdc' | 'TestMulticall', CompiledContract>;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
}

export function compileContracts(): CompiledContracts {
  const sources = Object.fromEntries(SOURCES.map((file) => [file, { content: readFileSync(join(HERE, file), 'utf8') }]));
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // paris: no PUSH0, so the code runs on any chain anvil emulates.
      evmVersion: 'paris',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const key = createHash('sha256').update(JSON.stringify(input)).update(solc.version()).digest('hex').slice(0, 16);
  const cacheFile = join(RUN_DIR, 'chain', `contracts-${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContracts;

  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  const pick = (file: string, name: string): CompiledContract => {
    const contract = output.contracts[file]![name]!;
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, deployedBytecode: `0x${contract.evm.deployedBytecode.object}` };
  };
  const compiled: CompiledContracts = { TestUsdc: pick('TestUsdc.sol', 'TestUsdc'), TestMulticall: pick('TestMulticall.sol', 'TestMulticall') };

  mkdirSync(dirname(cacheFile), { recursive: true });
  const scratch = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(scratch, JSON.stringify(compiled));
  renameSync(scratch, cacheFile);
  return compiled;
}
