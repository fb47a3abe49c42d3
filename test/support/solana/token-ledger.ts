// The test chain's token state, written straight into LiteSVM accounts: a
// USDC-like mint with 6 decimals and associated token accounts holding balances. Writing accounts
// instead of sending create/mint transactions keeps setup instant and leaves the chain's transaction
// history holding only the payments under test.
import { generateKeyPairSigner, lamports, type Address } from '@solana/kit';
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenDecoder,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { LiteSVM } from 'litesvm';

export const USDC_DECIMALS = 6;

/** A fresh mint with 6 decimals and no authorities (the supply is whatever the test hands out). */
export async function createUsdcLikeMint(svm: LiteSVM, supply: bigint): Promise<Address> {
  const mint = (await generateKeyPairSigner()).address;
  const data = getMintEncoder().encode({
    mintAuthority: null,
    supply,
    decimals: USDC_DECIMALS,
    isInitialized: true,
    freezeAuthority: null,
  });
  writeTokenProgramAccount(svm, mint, new Uint8Array(data), getMintSize());
  return mint;
}

/** The owner's associated token account for the mint, created (or overwritten) with `amount`. */
export async function createTokenAccount(svm: LiteSVM, mint: Address, owner: Address, amount: bigint): Promise<Address> {
  const account = await associatedTokenAccount(mint, owner);
  const data = getTokenEncoder().encode({
    mint,
    owner,
    amount,
    delegate: null,
    state: AccountState.Initialized,
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  });
  writeTokenProgramAccount(svm, account, new Uint8Array(data), getTokenSize());
  return account;
}

/** The owner's token balance in base units; 0 when the owner has no token account for the mint. */
export async function tokenBalance(svm: LiteSVM, mint: Address, owner: Address): Promise<bigint> {
  const account = svm.getAccount(await associatedTokenAccount(mint, owner));
  if (!account.exists) return 0n;
  return getTokenDecoder().decode(account.data).amount;
}

export async function associatedTokenAccount(mint: Address, owner: Address): Promise<Address> {
  const [address] = await findAssociatedTokenPda({ mint, owner, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return address;
}

function writeTokenProgramAccount(svm: LiteSVM, address: Address, data: Uint8Array, size: number): void {
  svm.setAccount({
    address,
    data,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(size))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(size),
  });
}
