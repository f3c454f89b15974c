// The account on the demo page with the dev Solana wallet on the local Solana runtime: SOL and
// the demo SPL token listed with values, sent (the receiver's balance read from the runtime), each
// send in Activity; Solana addresses are checked as Solana addresses.
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, test } from 'vitest'
import { formatUnits } from '../../kernel/format'
import { encodeBase58 } from '../../plugins/solana/base58'
import { devSolanaKey } from '../../services/dev/keys'
import { accountE2EForFile, accountSteps, expectInOrder } from './account'
import { tourDemo, type E2E } from './harness'

const solanaNetwork = (e: E2E) => `solana:${e.stack.solana.genesisHash.slice(0, 32)}`
/** The stack, and the page of the running test: `await connected()` first, it gives the state every test starts from. */
const run = accountE2EForFile({ wallet: 'Dev Solana Wallet (local)', address: (e) => e.stack.solana.accounts[0]!, network: solanaNetwork }, { connectEachTest: false })
const connected = async () => void (await run.connect())

const friend = () => run.e2e.stack.solana.accounts[1]!
const rpc = async <T,>(method: string, params: unknown[]): Promise<T> => {
  const res = await fetch(run.e2e.stack.urls.solana, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await res.json()) as { result: T }).result
}
const lamportsOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value)
/** Base units of the demo token held by `owner`, read from its token accounts on the runtime. */
const tokenUnitsOf = async (owner: string) => {
  const { value } = await rpc<{ value: Array<{ account: { data: [string, string] } }> }>('getTokenAccountsByOwner', [owner, { mint: run.e2e.stack.solana.token.mint }, { encoding: 'base64' }])
  return value.reduce((sum, { account }) => sum + Buffer.from(account.data[0], 'base64').readBigUInt64LE(64), 0n)
}
/** Signs with dev account 0 outside the page and sends, then waits until the services have indexed its slot. */
async function sendFromAlice(instruction: TransactionInstruction): Promise<void> {
  const alice = Keypair.fromSecretKey(devSolanaKey(0).secretKey)
  const connection = new Connection(run.e2e.stack.urls.solana, 'confirmed')
  const tx = new Transaction({ feePayer: alice.publicKey, ...(await connection.getLatestBlockhash()) }).add(instruction)
  tx.sign(alice)
  const signature = await connection.sendRawTransaction(tx.serialize())
  // The local runtime runs a transaction before it answers: its status is there at once.
  const { value: [status] } = await connection.getSignatureStatuses([signature])
  if (!status || status.err) throw new Error(`${signature} did not land: ${JSON.stringify(status?.err)}`)
  await run.e2e.stack.api.waitForIndexed(solanaNetwork(run.e2e), status.slot)
}
const steps = () => accountSteps(run.page)
const dialog = () => run.page.getByRole('dialog')
const view = () => steps().view()
const openAccount = () => steps().openAccount()
const sendToken = (symbol: string, amount: string, to: string) => steps().fillSend(symbol, amount, to)

describe('SPEC §2 Account on Solana: SOL and SPL balances from the services', () => {
  test('SPEC §9 Tokens tab: SOL and the demo SPL token with quantities to 3 decimals and values to 2', async () => {
    await connected()
    await openAccount()
    expect(await steps().tokenSymbols()).toEqual(['SOL', 'GANG'])
    expect(await dialog().locator('[data-token="GANG"]').getByTestId('token-quantity').textContent()).toBe('1000000.000 GANG')
    expect(await dialog().locator('[data-token="GANG"]').getByTestId('token-value').textContent()).toBe('$50,000.00')
    await run.e2e.screenshot(run.page, 'account-solana-light')
  })
})

describe('SPEC §5 Solana addresses', () => {
  test('SPEC §5 an address that is not base58 of 32 to 44 characters, or a name (names are eip155 only), is an invalid address', async () => {
    await connected()
    await sendToken('SOL', '1', 'not-base58-0OIl')
    expect(await dialog().getByTestId('send-error').textContent()).toBe('Invalid Address')
    await dialog().locator('#send-to').fill('bob.gw')
    await dialog().getByRole('button', { name: 'Review send' }).click()
    expect(await dialog().getByTestId('send-error').textContent()).toBe('Invalid Address')
    await run.page.keyboard.press('Escape')
  })
})

describe('SPEC §4 send flow on the local Solana runtime', () => {
  test("SPEC §8 node errors: SOL that would leave less than the rent-exempt minimum (QA: 99.988 of 99.988327) toasts a readable sentence, not web3.js's 'Simulation failed … getLogs()'", async () => {
    await connected()
    const alice = run.e2e.stack.solana.accounts[0]!
    const before = await lamportsOf(alice)
    // What the QA pass typed: all but 0.000327 SOL, less than the fee and the rent-exempt minimum.
    await sendToken('SOL', formatUnits(before - 327_000n, 9), friend())
    await expect.poll(view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    await expect
      .poll(() => dialog().getByRole('status').textContent(), { timeout: 20_000 })
      .toBe('Insufficient funds for the amount, the network fee and the rent-exempt minimum the account must keep.')
    expect(await lamportsOf(alice)).toBe(before)
    await run.page.keyboard.press('Escape')
  })

  test("SPEC §2 'After sending': a SOL send returns to Account; the receiver holds exactly 1.25 SOL more", async () => {
    await connected()
    const before = await lamportsOf(friend())
    await sendToken('SOL', '1.25', friend())
    await expect.poll(view).toBe('WalletSendPreview')
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await lamportsOf(friend())) - before).toBe(1_250_000_000n)
  })

  test("SPEC §2 'After sending': an SPL send returns to Account; the receiver's token balance grows by exactly the amount", async () => {
    await connected()
    const before = await tokenUnitsOf(friend())
    await sendToken('GANG', '250.5', friend())
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect((await tokenUnitsOf(friend())) - before).toBe(250_500_000n)
    await expect.poll(() => dialog().locator('[data-token="GANG"]').getByTestId('token-quantity').textContent()).toBe('999749.500 GANG')
  })

  test('SPEC §4 an SPL send to an address with no token account creates it, and the tokens arrive', async () => {
    await connected()
    const stranger = encodeBase58(nacl.sign.keyPair().publicKey)
    expect(await tokenUnitsOf(stranger)).toBe(0n)
    await sendToken('GANG', '7.000001', stranger)
    await dialog().getByTestId('send-button').click()
    await expect.poll(view, { timeout: 20_000 }).toBe('Account')
    expect(await tokenUnitsOf(stranger)).toBe(7_000_001n)
  })
})

describe('SPEC §5 Activity on Solana', () => {
  test('SPEC §7 history: the SOL and the SPL sends are listed newest first', async () => {
    await connected()
    // The account sends from another app with the same key: its Activity lists what the runtime holds.
    const alice = Keypair.fromSecretKey(devSolanaKey(0).secretKey)
    const to = new PublicKey(friend())
    const mint = new PublicKey(run.e2e.stack.solana.token.mint)
    await sendFromAlice(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: 625_000_000 }))
    await sendFromAlice(
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, alice.publicKey), mint, getAssociatedTokenAddressSync(mint, to), alice.publicKey, 12_500_000n, 6),
    )
    await sendFromAlice(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: to, lamports: 375_000_000 }))
    const sent = ['−0.375 SOL', '−12.500 GANG', '−0.625 SOL']
    expectInOrder(await steps().activityAmounts(sent), sent)
    await run.e2e.screenshot(run.page, 'activity-solana-light')
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(run.e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(run.e2e.blocked).toEqual([])
  })
})
