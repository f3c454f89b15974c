// Faults under the page that need no services: an RPC URL that never answers while a second one
// works (SPEC §9: the fallback takes over), and storage that throws or is full (SPEC §8: storage
// failures are only logged; the modal still connects).
import { createPublicClient, formatEther, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { formatBalance } from '../../kernel/format'
import type { DemoConfig } from '../../services/dev/demo-config'
import { demoWithConfig, startFaultProxy, type FaultProxy } from './fault-proxy'
import { pickWallet, startE2E, untilText, type E2E } from './harness'

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let e2e: E2E
/** Stands where the chain's first RPC URL is: it takes every call and answers none. */
let deadRpc: FaultProxy
beforeAll(async () => {
  e2e = await startE2E()
  deadRpc = await startFaultProxy(e2e.stack.urls.evmA, { fault: { kind: 'hang' } })
})
afterAll(async () => {
  await deadRpc?.close()
  await e2e?.close()
})

const shownBalance = async (url: string, address: Address) => `${formatBalance(formatEther(await createPublicClient({ transport: http(url) }).getBalance({ address })))} ETH`

/** Page errors and the modal's console errors, as they come. */
function watch(page: Page) {
  const seen = { pageErrors: [] as string[], consoleErrors: [] as string[] }
  page.on('pageerror', (e) => seen.pageErrors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && seen.consoleErrors.push(m.text()))
  return seen
}

describe('SPEC §9 RPC fallback', () => {
  test('an RPC URL that never answers while a second one works: the balance is read through the second (the 10 s timeout, then the fallback)', async () => {
    const page = await demoWithConfig<DemoConfig>(e2e.newPage, e2e.stack.urls.demo, (config) => ({
      ...config,
      chains: config.chains.map((chain) => (chain.id === 31337 ? { ...chain, rpcUrls: [deadRpc.url, chain.rpcUrl] } : chain)),
    }))
    await page.getByTestId('connect-button').click()
    await pickWallet(page, 'Dev Wallet (local)')
    await untilText(page, 'host-address', ALICE)
    await expect.poll(() => page.getByTestId('button-balance').first().textContent(), { timeout: 40_000 }).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
    // the first URL was asked first, and never answered
    expect(deadRpc.seen.length).toBeGreaterThan(0)
    await page.close()
  }, 90_000)
})

/** A page whose localStorage fails for the modal (and the host) as `fault` says; the dev wallet, an extension with storage of its own, is spared. */
async function pageWithStorage(fault: 'full' | 'throws'): Promise<Page> {
  return demoWithConfig<DemoConfig>(e2e.newPage, e2e.stack.urls.demo, (c) => c, {
    beforeLoad: (page) =>
      page.addInitScript((kind) => {
        const spared = (key: unknown) => String(key).startsWith('gangway-dev-wallet') || String(key).startsWith('demo-')
        const failing = (name: 'getItem' | 'setItem' | 'removeItem', error: () => DOMException) => {
          const real = Storage.prototype[name] as (this: Storage, ...args: unknown[]) => unknown
          ;(Storage.prototype as unknown as Record<string, unknown>)[name] = function (this: Storage, ...args: unknown[]) {
            if (spared(args[0])) return real.apply(this, args)
            throw error()
          }
        }
        if (kind === 'full') failing('setItem', () => new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
        else for (const name of ['getItem', 'setItem', 'removeItem'] as const) failing(name, () => new DOMException('The operation is insecure.', 'SecurityError'))
      }, fault),
  })
}

describe('SPEC §8 storage failures are only logged', () => {
  for (const fault of ['full', 'throws'] as const) {
    test(`SPEC §8 storage ${fault === 'full' ? 'that is full (QuotaExceededError)' : 'that throws on every call (SecurityError)'}: the modal connects, and only logs`, async () => {
      const page = await pageWithStorage(fault)
      const seen = watch(page)
      await page.getByTestId('connect-button').click()
      await pickWallet(page, 'Dev Wallet (local)')
      await untilText(page, 'host-address', ALICE)
      await expect.poll(() => page.getByTestId('button-balance').first().textContent()).toBe(await shownBalance(e2e.stack.urls.evmA, ALICE))
      await page.getByTestId('connect-button').click()
      await expect.poll(() => page.getByRole('dialog').getAttribute('data-view')).toBe('Account')
      expect(seen.pageErrors).toEqual([])
      expect(seen.consoleErrors.some((line) => line.includes('[gangway] storage write failed'))).toBe(true)
      await page.close()
    })
  }
})
