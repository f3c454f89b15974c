// What the runtime holds at start: the dev accounts funded with SOL, and a demo SPL token
// (mint authority dev account #0) with a balance in every dev account.
import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { DEV_SOLANA_ACCOUNT_COUNT, devSolanaKey, devSolanaMintKey } from '../dev/keys'
import type { SolanaRuntime } from './runtime'

export const DEV_SOL_BALANCE = 100 * 1e9
/** The demo SPL token the runtime mints at start. */
export const DEMO_TOKEN = { symbol: 'GANG', name: 'Gangway Demo Token', decimals: 6 } as const
/** Whole demo tokens each dev account starts with. */
export const DEV_TOKEN_BALANCE = 1_000_000n

const keypair = (index: number) => Keypair.fromSecretKey(devSolanaKey(index).secretKey)

function run(runtime: SolanaRuntime, signers: Keypair[], instructions: TransactionInstruction[]): void {
  const tx = new Transaction({ feePayer: signers[0]!.publicKey, ...runtime.latestBlockhash() }).add(...instructions)
  tx.sign(...signers)
  const { err, logs } = runtime.send(tx.serialize())
  if (err) throw new Error(`seeding the local Solana runtime failed: ${err}\n${logs.join('\n')}`)
}

export interface SeededToken {
  mint: string
  symbol: string
  name: string
  decimals: number
}

export function seedDevAccounts(runtime: SolanaRuntime): { accounts: string[]; token: SeededToken } {
  const accounts = Array.from({ length: DEV_SOLANA_ACCOUNT_COUNT }, (_, i) => devSolanaKey(i).address)
  for (const address of accounts) runtime.airdrop(address, DEV_SOL_BALANCE)

  const payer = keypair(0)
  const mint = Keypair.fromSecretKey(devSolanaMintKey().secretKey)
  run(runtime, [payer, mint], [
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: runtime.minimumBalanceForRentExemption(MINT_SIZE),
      space: MINT_SIZE,
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, DEMO_TOKEN.decimals, payer.publicKey, null),
  ])
  const amount = DEV_TOKEN_BALANCE * 10n ** BigInt(DEMO_TOKEN.decimals)
  run(
    runtime,
    [payer],
    accounts.flatMap((address) => {
      const owner = new PublicKey(address)
      const ata = getAssociatedTokenAddressSync(mint.publicKey, owner)
      return [createAssociatedTokenAccountInstruction(payer.publicKey, ata, owner, mint.publicKey), createMintToInstruction(mint.publicKey, ata, payer.publicKey, amount)]
    }),
  )
  return { accounts, token: { mint: mint.publicKey.toBase58(), ...DEMO_TOKEN } }
}
