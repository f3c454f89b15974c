// A person on the demo page with two wallets: the dev Solana wallet (Wallet Standard) on the
// local Solana runtime and the dev EVM wallet on anvil, in one modal (SPEC §2, §3, §4).
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatBalance, formatUnits, truncateAddress } from '../../kernel/format'
import { decodeBase58 } from '../../plugins/solana/base58'
import { devSolanaKey } from '../../services/dev/keys'
import { closeModal, pickWallet, startE2E, tourDemo, untilText, walletListComplete, type E2E } from './harness'

const SOL_ALICE = devSolanaKey(0).address
const EVM_ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let e2e: E2E
/** The page the tests share while it is in the state the next test needs; each test asks for its state. */
let page: Page
let solanaNetwork: string
beforeAll(async () => {
  e2e = await startE2E()
  solanaNetwork = `solana:${e2e.stack.solana.genesisHash.slice(0, 32)}`
})
afterAll(() => e2e?.close())

const text = async (testId: string) => (await page.getByTestId(testId).first().textContent()) ?? ''
const dialogView = () => page.getByRole('dialog').getAttribute('data-view')
const solBalance = async (address: string) => formatUnits(BigInt(await new Connection(e2e.stack.urls.solana).getBalance(new PublicKey(address))), 9)

/** What the current page shows, its modal closed (by Escape if it was open): the active network and each namespace's connection. */
async function shown(): Promise<{ network: string; solana: string; eip155: string } | undefined> {
  if (!page || page.isClosed() || !(await closeModal(page))) return undefined
  return { network: await text('host-network'), solana: await text('connection-solana'), eip155: await text('connection-eip155') }
}
const solanaConnected = (s: { solana: string }) => s.solana.startsWith(SOL_ALICE)
const evmConnected = (s: { eip155: string }) => s.eip155.startsWith(EVM_ALICE)

async function newPage(): Promise<void> {
  await page?.close()
  page = await e2e.newPage()
}
async function connectSolana(): Promise<void> {
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Solana Wallet (local)')
  await untilText(page, 'host-address', SOL_ALICE)
}
/** Connected on Solana: an EVM network leads through SwitchActiveChain to Connect, and the dev wallet connects. */
async function connectEvmToo(): Promise<void> {
  await page.getByTestId('network-button').click()
  await page.locator('[data-network="eip155:31337"]').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click()
  await pickWallet(page, 'Dev Wallet (local)')
  await untilText(page, 'host-address', EVM_ALICE)
}

// The states the tests start from: the current page when it is in it, else a new page brought there.
async function nothingConnected(): Promise<void> {
  const s = await shown()
  if (s?.solana !== 'disconnected' || s.eip155 !== 'disconnected') await newPage()
}
async function solanaOnly(): Promise<void> {
  const s = await shown()
  if (s && solanaConnected(s) && s.eip155 === 'disconnected' && s.network === solanaNetwork) return
  await newPage()
  await connectSolana()
}
async function solanaActive(): Promise<void> {
  const s = await shown()
  if (s && solanaConnected(s) && s.network === solanaNetwork) return
  await solanaOnly()
}
/** Both wallets connected, `active` the active network. */
async function bothConnected(active: string): Promise<void> {
  const s = await shown()
  if (!s || !solanaConnected(s) || !evmConnected(s)) {
    await newPage()
    await connectSolana()
    await connectEvmToo()
  }
  if ((await text('host-network')) === active) return
  // Both connected: the network list switches without a prompt.
  await page.getByTestId('network-button').click()
  await page.locator(`[data-network="${active}"]`).click()
  await untilText(page, 'host-network', active)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}
async function evmOnly(): Promise<void> {
  const s = await shown()
  if (s && s.solana === 'disconnected' && evmConnected(s) && s.network.startsWith('eip155:')) return
  await newPage()
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'Dev Wallet (local)')
  await untilText(page, 'host-address', EVM_ALICE)
}
/** A demo page whose Solana dev wallet is up, connected or not. */
async function walletPage(): Promise<void> {
  if (!page || page.isClosed()) await newPage()
  await page.waitForFunction(() => window.__solanaDevWallet !== undefined)
}

describe('Solana and EVM in one modal (SPEC §2, §3, §4)', () => {
  test('connect the dev Solana wallet: the button shows the base58 address (4…6) and the SOL balance read from the runtime', async () => {
    await nothingConnected()
    await page.getByTestId('connect-button').click()
    await expect.poll(dialogView).toBe('Connect')
    await pickWallet(page, 'Dev Solana Wallet (local)')
    await expect.poll(() => text('button-address')).toBe(truncateAddress(SOL_ALICE))
    const balance = await solBalance(SOL_ALICE)
    expect(Number(balance)).toBeGreaterThan(99)
    await expect.poll(() => text('button-balance')).toBe(`${formatBalance(balance)} SOL`)
    expect(await text('host-address')).toBe(SOL_ALICE)
    expect(await text('host-network')).toBe(solanaNetwork)
    expect(await text('host-balance')).toBe(`${balance} SOL`)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('sign a message: the ed25519 signature verifies against the Solana address', async () => {
    await solanaActive()
    await page.getByTestId('sign-button').click()
    const signature = (await page.getByTestId('signature').textContent())!.split(' ')[0]!
    expect(nacl.sign.detached.verify(new TextEncoder().encode('Hello from Gangway'), decodeBase58(signature), decodeBase58(SOL_ALICE))).toBe(true)
    expect(await text('signature-valid')).toBe('valid')
  })

  test('SPEC §2 connected on Solana, picking an EVM network shows SwitchActiveChain; confirming leads to Connect with the EVM wallets only', async () => {
    await solanaOnly()
    await page.getByTestId('network-button').click()
    await expect.poll(dialogView).toBe('Networks')
    await expect.poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Solana' }).count()).toBe(1)
    await e2e.screenshot(page, 'networks-multichain-light')
    await page.locator('[data-network="eip155:31337"]').click()
    await expect.poll(dialogView).toBe('SwitchActiveChain')
    await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).waitFor()
    await e2e.screenshot(page, 'switch-active-chain-light')
    await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click()
    await walletListComplete(page)
    const wallets = page.getByRole('dialog').getByTestId('wallet-list')
    // The EVM wallets: the dev wallet (and WalletConnect with its catalogue), not the Solana one.
    await expect.poll(() => wallets.getByRole('button').allTextContents()).toContainEqual(expect.stringContaining('Dev Wallet (local)'))
    expect((await wallets.getByRole('button').allTextContents()).filter((name) => name.includes('Solana'))).toEqual([])
    // The Solana connection stays while the person connects EVM.
    expect(await text('connection-solana')).toContain(SOL_ALICE)
    await pickWallet(page, 'Dev Wallet (local)')
    await expect.poll(() => text('host-address')).toBe(EVM_ALICE)
    expect(await text('host-network')).toBe('eip155:31337')
    await expect.poll(() => text('connection-solana')).toContain(SOL_ALICE)
    expect(await text('connection-eip155')).toContain(EVM_ALICE)
  })

  test('switch between the two chains from the network list: each shows its own address and balance', async () => {
    await bothConnected('eip155:31337')
    await page.getByTestId('network-button').click()
    await page.locator(`[data-network="${solanaNetwork}"]`).click()
    await expect.poll(() => text('host-network')).toBe(solanaNetwork)
    expect(await text('host-address')).toBe(SOL_ALICE)
    await expect.poll(() => text('button-balance')).toBe(`${formatBalance(await solBalance(SOL_ALICE))} SOL`)
    // The switch needed no prompt: the list is back, showing Solana Local as active.
    await expect.poll(dialogView).toBe('Networks')
    await expect.poll(() => page.locator(`[data-network="${solanaNetwork}"]`).getAttribute('aria-current')).toBe('true')
    await page.keyboard.press('Escape')

    await page.getByTestId('network-button').click()
    await page.locator('[data-network="eip155:31338"]').click()
    await expect.poll(() => text('host-network')).toBe('eip155:31338')
    expect(await text('host-address')).toBe(EVM_ALICE)
    expect(await page.evaluate(() => window.__devWallet!.getState().chain.id)).toBe(31338)
    await expect.poll(() => text('button-balance')).toMatch(/ ETH$/)
    // Focus went back into the dialog when the view changed: Escape still closes it.
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    await page.getByTestId('network-button').click()
    await page.locator(`[data-network="${solanaNetwork}"]`).click()
    await expect.poll(() => text('host-network')).toBe(solanaNetwork)
    await page.keyboard.press('Escape')
  })

  test('SPEC §4 Startup: after a reload both connections are restored and Solana is still the active chain', async () => {
    await bothConnected(solanaNetwork)
    await page.reload()
    await untilText(page, 'host-status', 'connected')
    expect(await text('host-address')).toBe(SOL_ALICE)
    expect(await text('host-network')).toBe(solanaNetwork)
    await expect.poll(() => text('connection-eip155')).toContain(EVM_ALICE)
    expect(await text('connection-solana')).toContain(SOL_ALICE)
  })

  test('disconnect Solana from Account: EVM stays connected and becomes the active chain; WCAG 2.4.3 focus stays in the dialog, so Escape still closes it', async () => {
    await bothConnected(solanaNetwork)
    await page.getByTestId('connect-button').click()
    await expect.poll(dialogView).toBe('Account')
    await e2e.screenshot(page, 'account-solana-light')
    await page.getByRole('dialog').getByText('Disconnect').click()
    await expect.poll(() => text('host-address')).toBe(EVM_ALICE)
    expect(await text('host-network')).toMatch(/^eip155:/)
    expect(await text('connection-solana')).toBe('disconnected')
    expect(await page.evaluate(() => window.__solanaDevWallet!.getState().connected)).toBe(false)
    // Disconnect, disabled while it worked, had focus: the page's body took it (fourth QA pass).
    await expect.poll(() => page.getByRole('dialog').evaluate((dialog) => dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.reload()
    await expect.poll(() => text('host-address')).toBe(EVM_ALICE)
    expect(await text('connection-solana')).toBe('disconnected')
  })

  test('SPEC §9 dark theme: the grouped network list and SwitchActiveChain use the dark palette', async () => {
    await evmOnly()
    await page.getByTestId('theme-toggle').click()
    await page.getByTestId('network-button').click()
    await expect.poll(dialogView).toBe('Networks')
    await page.getByRole('dialog').getByRole('heading', { name: 'Solana' }).waitFor()
    await e2e.screenshot(page, 'networks-multichain-dark')
    await page.locator(`[data-network="${solanaNetwork}"]`).click()
    await expect.poll(dialogView).toBe('SwitchActiveChain')
    await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).waitFor()
    expect(await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 19, 19)')
    await e2e.screenshot(page, 'switch-active-chain-dark')
    // Back returns to the list, keeping EVM active.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(dialogView).toBe('Networks')
    expect(await text('host-network')).toMatch(/^eip155:/)
    await page.keyboard.press('Escape')
    await page.getByTestId('theme-toggle').click()
  })

  test('a Solana dev account has 100 SOL and the demo token on the runtime the page uses', async () => {
    const connection = new Connection(e2e.stack.urls.solana)
    expect(await connection.getBalance(new PublicKey(devSolanaKey(3).address))).toBe(100 * LAMPORTS_PER_SOL)
    const tokens = await connection.getTokenAccountsByOwner(new PublicKey(devSolanaKey(3).address), { mint: new PublicKey(e2e.stack.solana.token.mint) })
    expect(tokens.value).toHaveLength(1)
  })

  test('the dev Solana wallet signs and sends a transfer in the page (web3.js in Chromium) and the runtime moves the SOL', async () => {
    await walletPage()
    const connection = new Connection(e2e.stack.urls.solana, 'confirmed')
    const bob = new PublicKey(devSolanaKey(1).address)
    const before = await connection.getBalance(bob)
    const tx = new Transaction({ feePayer: new PublicKey(SOL_ALICE), ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(SOL_ALICE), toPubkey: bob, lamports: LAMPORTS_PER_SOL / 4 }),
    )
    const wire = [...tx.serialize({ requireAllSignatures: false })]
    const signature = await page.evaluate(async (bytes) => {
      const { wallet } = window.__solanaDevWallet!
      // The page asks the wallet itself, as any site would (the modal may have disconnected it).
      const { accounts: [account] } = await wallet.features['standard:connect'].connect()
      const [out] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, chain: 'solana:localnet', transaction: Uint8Array.from(bytes) })
      return [...out!.signature]
    }, wire)
    expect(signature).toHaveLength(64)
    expect(await connection.getBalance(bob)).toBe(before + LAMPORTS_PER_SOL / 4)
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(e2e.blocked).toEqual([])
  })
})
