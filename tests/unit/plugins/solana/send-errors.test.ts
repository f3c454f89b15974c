// A Solana send the network refuses, on the local Solana runtime (litesvm behind JSON-RPC on
// 127.0.0.1) with the demo's dev Solana wallet, which sends through an unmodified @solana/web3.js
// Connection: what a person reads is a short sentence, never the SDK's text; the raw error still
// reaches the log and the host's 'error' event. Max leaves what the runtime insists on.
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { describeError } from '../../../../kernel/describe-error'
import { formatUnits, parseUnits } from '../../../../kernel/format'
import { send as sendFeature } from '../../../../plugins/features-send'
import { sendController } from '../../../../plugins/features-send/controller'
import { solana } from '../../../../plugins/solana'
import { encodeBase58 } from '../../../../plugins/solana/base58'
import { readableSendFailure } from '../../../../plugins/solana/errors'
import * as transfers from '../../../../plugins/solana/transfers'
import { DEV_SOLANA_WALLET_NAME } from '../../../../demo/dev-wallet/solana'
import { devSolanaKey } from '../../../../services/dev/keys'
import { BLOCKHASH_VALID_SLOTS } from '../../../../services/solana/runtime'
import { solanaModal, solanaRuntimeForFile } from '../../support/solana'

/** What the EVM send already says (kernel/describe-error.ts), and what Solana's refusals say. */
const AMOUNT_AND_FEE = 'Insufficient funds for the amount and the network fee.'
const KEEP_RENT = 'Insufficient funds for the amount, the network fee and the rent-exempt minimum the account must keep.'
const RECEIVER_RENT = 'The amount is below the rent-exempt minimum the receiving account must hold.'
const FEE = 'Insufficient funds for the network fee.'
const NO_ACCOUNT = 'The sending account holds no SOL on this network.'
const EXPIRED = 'The transaction expired before it reached the network. Try again.'
/** Words of @solana/web3.js and of the runtime that must not reach a person. */
const SDK_TEXT = /Simulation failed|SendTransactionError|getLogs|TransactionError|account_index|Transaction simulation/

const file = solanaRuntimeForFile()

const BOB = devSolanaKey(1).address
const connection = () => new Connection(file.runtime().url, 'confirmed')
const lamportsOf = (address: string) => connection().getBalance(new PublicKey(address))
const fresh = () => encodeBase58(nacl.sign.keyPair().publicKey)

/** A modal with Solana and Send, connected to the dev wallet on dev account `index`. */
async function connected(index: number) {
  const page = file.page()
  page.wallet.setAccount(index)
  const modal = file.keep(solanaModal(page, { plugins: [solana(), sendFeature()] }))
  await modal.ready
  const address = await modal.connect(DEV_SOLANA_WALLET_NAME, 'solana')
  const errors: Error[] = []
  modal.events.on('error', ({ error }) => errors.push(error))
  return { modal, page, address, errors, controller: sendController(modal) }
}

/** Sends SOL from dev account `index` outside the modal, signed with its key. */
async function sendOutside(index: number, to: string, lamports: number) {
  const key = Keypair.fromSecretKey(devSolanaKey(index).secretKey)
  const tx = new Transaction({ feePayer: key.publicKey, ...(await connection().getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: new PublicKey(to), lamports }))
  tx.sign(key)
  await connection().sendRawTransaction(tx.serialize())
}

async function refused(run: () => Promise<unknown>): Promise<unknown> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, 'the send should have been refused').toBeDefined()
  return error
}

describe('SPEC §8 node errors on the Solana send path: a short readable message, the raw error only in the log', () => {
  it("SPEC §8 node errors (insufficient funds): SOL 99.988 of 99.988327 leaves less than the rent-exempt minimum; the person reads why, not web3.js's 'Simulation failed … getLogs()'", async () => {
    const { controller, errors, address } = await connected(0)
    const before = await lamportsOf(address)
    expect(before).toBe(99_988_327_000)
    controller.setToken(undefined)
    controller.setAmount('99.988')
    controller.setReceiver(BOB)
    expect(await controller.problem()).toBeUndefined()
    const error = await refused(() => controller.send())
    expect(describeError(error)).toBe(KEEP_RENT)
    // The host's error event and the log keep what the wallet said.
    expect(errors).toHaveLength(1)
    expect(errors[0]!.message).toMatch(/InsufficientFundsForRent|insufficient funds for rent/i)
    expect(await lamportsOf(address)).toBe(before)
  })

  it('SPEC §8 node errors (insufficient funds): SOL below the rent-exempt minimum to an address with no account says the receiver must hold the minimum', async () => {
    const { controller } = await connected(0)
    controller.setAmount('0.000001')
    controller.setReceiver(fresh())
    const error = await refused(() => controller.send())
    expect(describeError(error)).toBe(RECEIVER_RENT)
  })

  it('SPEC §8 node errors (insufficient funds): more SOL than the account holds, fee included, is the EVM send’s sentence', async () => {
    const { controller, address } = await connected(0)
    controller.setAmount(formatUnits(BigInt(await lamportsOf(address)), 9))
    controller.setReceiver(BOB)
    const error = await refused(() => controller.send())
    expect(describeError(error)).toBe(AMOUNT_AND_FEE)
  })

  it('SPEC §8 node errors: a send from an account the runtime has no record of (drained elsewhere) says it holds no SOL', async () => {
    const { controller, address } = await connected(3)
    // The same key empties the account from another app: the modal's balance is now stale.
    await sendOutside(3, BOB, (await lamportsOf(address)) - 5000)
    expect(await lamportsOf(address)).toBe(0)
    controller.setAmount('1')
    controller.setReceiver(BOB)
    const error = await refused(() => controller.send())
    expect(describeError(error)).toBe(NO_ACCOUNT)
  })

  it('SPEC §8 node errors: a blockhash that expires while the wallet is asked (the person waited too long) says the transaction expired', async () => {
    const { modal, address } = await connected(0)
    const session = modal.session('solana')!
    const network = modal.stores.$activeNetwork.get()!
    // While the wallet prompts, the runtime moves past the blockhash's validity window.
    const slow = {
      ...session,
      accounts: session.accounts,
      request: async (args: { method: string; params?: unknown }) => {
        for (let i = 0; i <= BLOCKHASH_VALID_SLOTS; i++) await connection().requestAirdrop(new PublicKey(BOB), 1)
        return session.request!(args)
      },
    }
    const error = await refused(() => transfers.send(modal.context, slow, { network, from: address, to: BOB, amount: 1_000_000n }))
    expect(describeError(error)).toBe(EXPIRED)
  })

  it('SPEC §8 node errors: what a validator says (insufficient funds for fee, no prior credit, blockhash not found, rent) reads the same as on the local runtime', () => {
    const simulation = (message: string) =>
      Object.assign(new Error(`Simulation failed. \nMessage: Transaction simulation failed: ${message}. \nLogs: \n[]. \nCatch the \`SendTransactionError\` and call \`getLogs()\` on it for full details.`), {
        name: 'SendTransactionError',
      })
    expect(readableSendFailure(simulation('Insufficient funds for fee'))).toBe(FEE)
    expect(readableSendFailure(simulation('Attempt to debit an account but found no record of a prior credit.'))).toBe(NO_ACCOUNT)
    expect(readableSendFailure(simulation('Blockhash not found'))).toBe(EXPIRED)
    expect(readableSendFailure(simulation('Transaction results in an account (0) with insufficient funds for rent'))).toBe(KEEP_RENT)
    expect(readableSendFailure(simulation('Transaction results in an account (1) with insufficient funds for rent'))).toBe(RECEIVER_RENT)
    expect(readableSendFailure(simulation('Error processing Instruction 0: custom program error: 0x1'))).toBe(AMOUNT_AND_FEE)
    expect(readableSendFailure(new Error('Signature 5x has expired: block height exceeded.'))).toBe(EXPIRED)
    // Any other refusal of the simulation: still no SDK text.
    const other = readableSendFailure(simulation('Error processing Instruction 0: invalid account data for instruction'))
    expect(other).toBe('The network refused the transaction.')
    // Not a refusal by the network: left to describeError (a wallet's own words, a rejection).
    expect(readableSendFailure(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBeUndefined()
    for (const text of [FEE, NO_ACCOUNT, EXPIRED, KEEP_RENT, RECEIVER_RENT, AMOUNT_AND_FEE, other]) expect(text).not.toMatch(SDK_TEXT)
  })

  it("SPEC §8 toasts 'Signature declined': a refusal by the person in the wallet is still that, not a network error", async () => {
    const { controller, page } = await connected(0)
    page.wallet.reject()
    controller.setAmount('0.5')
    controller.setReceiver(BOB)
    const error = await refused(() => controller.send())
    expect(describeError(error)).toBe('Signature declined')
  })
})

describe('Max on Solana (the SPEC has no Max rule; this keeps it clear of SPEC §8 node errors)', () => {
  it('SPEC §8 node errors (insufficient funds) never follow Max: Max of SOL keeps the fee and the rent-exempt minimum back, and the send lands', async () => {
    const { modal, controller, address } = await connected(2)
    const rent = await connection().getMinimumBalanceForRentExemption(0)
    const before = await lamportsOf(address)
    const receiver = fresh()
    controller.setToken(undefined)
    // As the form's Max button, which stays disabled until then: the balance has been read.
    await expect.poll(() => modal.stores.$account.get().balance).toBe(formatUnits(BigInt(before), 9))
    await controller.max()
    const amount = controller.$send.get().sendTokenAmount!
    expect(BigInt(before) - parseUnits(amount, 9)).toBe(BigInt(rent) + transfers.FEE_RESERVE_LAMPORTS)
    controller.setReceiver(receiver)
    await controller.send()
    expect(BigInt(await lamportsOf(receiver))).toBe(parseUnits(amount, 9))
    expect(await lamportsOf(address)).toBeGreaterThanOrEqual(rent)
  })
})
