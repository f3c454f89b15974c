// EIP-5792 over WalletConnect in Chromium against the local stack: the demo's Batch calls card sends two
// DUSD transfers with modal.request('wallet_sendCalls') to a real @walletconnect/sign-client wallet in this
// process, through the local relay. A session that approved the EIP-5792 methods gets the batch passed
// through (the wallet signs and sends it on anvil itself, its own id comes back); a session that did not
// gets the calls one by one with eth_sendTransaction from the modal (the demo host allows it).
import { parseUnits, type Address } from 'viem'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { BATCH_AMOUNTS, BATCH_RECEIVERS } from '../../demo/panels/batch'
import { EIP155_WALLETCONNECT_METHODS } from '../../plugins/eip155'
import { DEMO_WALLET_PROJECT_ID } from '../../services/dev/demo-config'
import { startTestWallet, type TestWallet } from '../unit/support/wc-wallet'
import { chainReader } from './chain'
import { closeModal, pickWallet, startE2E, untilText, type E2E } from './harness'

const EIP5792 = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']

let e2e: E2E
let wallet: TestWallet
let chain: ReturnType<typeof chainReader>
let page: Page | undefined
beforeAll(async () => {
  // The wallet runs here in node: the SDK's switches for a closed network (no Verify, one core per client).
  vi.stubEnv('IS_VITEST', 'true')
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  const t0 = performance.now()
  e2e = await startE2E()
  console.log(`stack up in ${Math.round(performance.now() - t0)} ms`)
  wallet = await startTestWallet(e2e.stack.urls.relay, { evmRpc: { 31337: e2e.stack.urls.evmA, 31338: e2e.stack.urls.evmB }, projectId: DEMO_WALLET_PROJECT_ID })
  chain = chainReader(e2e.stack.urls.evmA, e2e.stack.contracts[31337]!)
})
afterAll(async () => {
  await wallet?.close()
  await e2e?.close()
  vi.unstubAllEnvs()
})

const amounts = BATCH_AMOUNTS.map((a) => parseUnits(a, 6))
const dusdBalances = () => Promise.all([...BATCH_RECEIVERS, wallet.evmAddress].map((who) => chain.balanceOf('DUSD', who as Address)))

/** A new demo page connected through WalletConnect to the test wallet on Local A, the session approving `methods`. */
async function sessionPage(methods: readonly string[]): Promise<Page> {
  await page?.close()
  page = await e2e.newPage()
  await page.getByTestId('connect-button').click()
  await pickWallet(page, 'WalletConnect')
  const qr = page.getByTestId('wc-qr')
  await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).toMatch(/^wc:/)
  await wallet.approve(await wallet.pair((await qr.getAttribute('data-uri'))!), ['eip155:31337'], { methods: { eip155: [...methods] } })
  await untilText(page, 'host-address', wallet.evmAddress)
  await closeModal(page)
  await expect.poll(() => page!.getByTestId('batch-send').isEnabled()).toBe(true)
  return page
}

/** Sends the card's batch and checks what landed: both transfers with their exact amounts, `sent` transactions from the wallet. */
async function sendBatch(p: Page, sent: number): Promise<string> {
  const [before, nonce] = await Promise.all([dusdBalances(), chain.nonce(wallet.evmAddress)])
  await p.getByTestId('batch-send').click()
  await expect.poll(() => p.getByTestId('batch-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('200')
  const after = await dusdBalances()
  expect(after[0]! - before[0]!).toBe(amounts[0])
  expect(after[1]! - before[1]!).toBe(amounts[1])
  expect(before[2]! - after[2]!).toBe(amounts[0]! + amounts[1]!)
  expect(await chain.nonce(wallet.evmAddress)).toBe(nonce + sent)
  const hashes = [...((await p.getByTestId('batch-status').textContent()) ?? '').matchAll(/(0x[0-9a-f]{64}) \(success\)/g)].map((m) => m[1])
  expect(hashes).toHaveLength(2)
  return (await p.getByTestId('batch-id').textContent())!
}

describe('EIP-5792 over WalletConnect (SPEC §6, §8)', () => {
  test('EIP-5792 a session that approved wallet_sendCalls: capabilities, the batch and its status pass through to the wallet, whose own id comes back; both DUSD transfers land', async () => {
    const p = await sessionPage(EIP155_WALLETCONNECT_METHODS)
    const asked = wallet.requests.length
    const id = await sendBatch(p, 2)
    expect(id).toMatch(/^test-phone-wallet-\d+-[0-9a-f]+$/)
    expect(await p.getByTestId('batch-atomic').textContent()).toBe('atomic: unsupported')
    const requests = wallet.requests.slice(asked)
    expect(requests.slice(0, 2)).toEqual(['wallet_getCapabilities', 'wallet_sendCalls'])
    expect(requests.slice(2).every((m) => m === 'wallet_getCallsStatus')).toBe(true)
    expect(requests).not.toContain('eth_sendTransaction')
  })

  test('EIP-5792 fallback: a session without the EIP-5792 methods never gets them; the modal sends the two calls one by one with eth_sendTransaction and answers the status 200 itself', async () => {
    const p = await sessionPage(EIP155_WALLETCONNECT_METHODS.filter((m) => !EIP5792.includes(m)))
    const asked = wallet.requests.length
    const id = await sendBatch(p, 2)
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.requests.slice(asked)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  })
})
