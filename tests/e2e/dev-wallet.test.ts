// The local stack end to end: the demo page, its dev wallet found over EIP-6963, real signatures
// and a real transfer on anvil, a chain switch, and a clean stop.
import { spawnSync } from 'node:child_process'
import type { JSHandle, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_MNEMONIC } from '../../services/dev/keys'
import type { Eip1193Provider, Eip6963ProviderInfo } from '../../plugins/eip155'
import { startE2E, tourDemo, type E2E } from './harness'

const [alice, bob] = [0, 1].map((i) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: i }).address) as [Address, Address]

type Outcome = { result: unknown; error?: undefined } | { result?: undefined; error: { code?: number; message: string } }

/** A request through the provider inside the page; errors come back as values so their code survives. */
const call = (provider: JSHandle<Eip1193Provider>, method: string, params: unknown[] = []): Promise<Outcome> =>
  provider.evaluate(async (p, args) => {
    try {
      return { result: await p.request(args) }
    } catch (e) {
      const error = e as { code?: number; message: string }
      return { error: { code: error.code, message: error.message } }
    }
  }, { method, params })

const result = async (provider: JSHandle<Eip1193Provider>, method: string, params: unknown[] = []) => {
  const outcome = await call(provider, method, params)
  if (outcome.error) throw new Error(`${method} failed: ${outcome.error.code} ${outcome.error.message}`)
  return outcome.result
}

/** Finds the dev wallet the way a dapp does: ask for announcements, keep the one with our rdns. */
const discover = (page: Page) =>
  page.evaluateHandle(
    () =>
      new Promise<{ info: Eip6963ProviderInfo; provider: Eip1193Provider }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const detail = (event as CustomEvent<{ info: Eip6963ProviderInfo; provider: Eip1193Provider }>).detail
          if (detail.info.rdns === 'dev.gangway.wallet') resolve(detail)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
  )

describe('local stack with the dev wallet', () => {
  let e2e: E2E
  let page: Page
  let provider: JSHandle<Eip1193Provider>

  beforeAll(async () => {
    e2e = await startE2E()
    page = await e2e.newPage()
    await page.waitForFunction(() => window.__devWallet !== undefined)
  })
  afterAll(() => e2e?.close())

  /**
   * The state a test starts from, set with the wallet's own controls as a person would in the
   * wallet: account #0, on `chainId` if given, no rejection armed, connected to the page or not.
   * Resolves with the provider the page discovers.
   */
  async function walletReady(o: { connected: boolean; chainId?: number }): Promise<JSHandle<Eip1193Provider>> {
    await page.evaluate(({ connected, chainId }) => {
      const wallet = window.__devWallet!
      wallet.reject(false)
      wallet.setAccount(0)
      if (chainId !== undefined) wallet.switchChain(chainId)
      if (!connected) wallet.disconnect()
    }, o)
    const found = (await (await discover(page)).evaluateHandle((d) => d.provider)) as JSHandle<Eip1193Provider>
    if (o.connected) await result(found, 'eth_requestAccounts')
    return found
  }

  test('the demo page loads and shows the dev wallet panel', async () => {
    const panel = page.getByTestId('dev-wallet')
    await expect.poll(() => panel.textContent()).toContain('Dev wallet')
    await expect.poll(() => page.getByTestId('dev-wallet-chain').textContent()).toBe('Local A (31337)')
    await expect.poll(() => page.getByTestId('dev-wallet-balance').textContent()).toBe('10000.0000 ETH')
    expect(await page.locator('#app').count()).toBe(1)
    await e2e.screenshot(page, 'dev-wallet-loaded')
  })

  test('the page finds the dev wallet through EIP-6963 and it does not set window.ethereum', async () => {
    const announced = await discover(page)
    const info = await announced.evaluate((d) => d.info)
    expect(info).toMatchObject({ name: 'Dev Wallet (local)', rdns: 'dev.gangway.wallet' })
    expect(info.icon.startsWith('data:image/svg+xml')).toBe(true)
    expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    provider = (await announced.evaluateHandle((d) => d.provider)) as JSHandle<Eip1193Provider>
  })

  test('eth_requestAccounts connects and survives a reload', async () => {
    provider = await walletReady({ connected: false, chainId: 31337 })
    expect(await result(provider, 'eth_accounts')).toEqual([])
    expect(await result(provider, 'eth_requestAccounts')).toEqual([alice])
    expect(await result(provider, 'eth_chainId')).toBe('0x7a69')
    await page.reload()
    provider = (await (await discover(page)).evaluateHandle((d) => d.provider)) as JSHandle<Eip1193Provider>
    expect(await result(provider, 'eth_accounts')).toEqual([alice])
    await expect.poll(() => page.getByTestId('dev-wallet-status').textContent()).toBe('connected')
  })

  test('personal_sign and eth_signTypedData_v4 verify with the account key', async () => {
    provider = await walletReady({ connected: true })
    const message = 'Sign in to the Gangway demo'
    const signature = (await result(provider, 'personal_sign', [toHex(message), alice])) as Hex
    expect(await verifyMessage({ address: alice, message, signature })).toBe(true)

    const typed = {
      domain: { name: 'Gangway', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = (await result(provider, 'eth_signTypedData_v4', [alice, JSON.stringify(typed)])) as Hex
    expect(await verifyTypedData({ address: alice, signature: typedSignature, ...typed })).toBe(true)
  })

  test('eth_sendTransaction moves the balance on the anvil chain', async () => {
    provider = await walletReady({ connected: true, chainId: 31337 })
    const chainA = createPublicClient({ transport: http(e2e.stack.urls.evmA) })
    const before = await chainA.getBalance({ address: bob })
    const hash = (await result(provider, 'eth_sendTransaction', [{ from: alice, to: bob, value: toHex(parseEther('1.5')) }])) as Hex
    const receipt = await chainA.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await chainA.getBalance({ address: bob })) - before).toBe(parseEther('1.5'))
  })

  test('a prompt the person rejects fails with 4001, and only that one', async () => {
    provider = await walletReady({ connected: true })
    await page.evaluate(() => window.__devWallet!.reject(true))
    expect((await call(provider, 'personal_sign', ['0x01', alice])).error?.code).toBe(4001)
    expect((await call(provider, 'personal_sign', ['0x01', alice])).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('wallet_switchEthereumChain moves to the second chain; an unknown chain is 4902', async () => {
    provider = await walletReady({ connected: true, chainId: 31337 })
    await provider.evaluate((p) => {
      const w = window as Window & { __chainChanged?: string[] }
      w.__chainChanged = []
      p.on?.('chainChanged', ((id: string) => w.__chainChanged!.push(id)) as (...args: never[]) => void)
    })
    expect(await result(provider, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await result(provider, 'eth_chainId')).toBe('0x7a6a')
    expect(await page.evaluate(() => (window as Window & { __chainChanged?: string[] }).__chainChanged)).toEqual(['0x7a6a'])
    // reads now reach chain B, where alice has sent nothing yet
    expect(await result(provider, 'eth_getTransactionCount', [alice, 'latest'])).toBe('0x0')
    await expect.poll(() => page.getByTestId('dev-wallet-chain').textContent()).toBe('Local B (31338)')

    expect((await call(provider, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(4902)
    await e2e.screenshot(page, 'dev-wallet-chain-b')
  })

  test('the panel drives the wallet: next account, then disconnect from the wallet side', async () => {
    provider = await walletReady({ connected: true })
    await page.getByTestId('dev-wallet').getByRole('button', { name: 'Next account' }).click()
    await expect.poll(() => page.getByTestId('dev-wallet-account').textContent()).toBe(`#1 ${bob}`)
    expect(await result(provider, 'eth_accounts')).toEqual([bob])
    await page.getByTestId('dev-wallet').getByRole('button', { name: 'Disconnect site' }).click()
    expect(await result(provider, 'eth_accounts')).toEqual([])
    expect((await call(provider, 'personal_sign', ['0x01', bob])).error?.code).toBe(4100)
  })

  test('no request of any page left 127.0.0.1', async () => {
    await tourDemo(e2e) // alone, this page is the one checked; after the others, theirs are too
    expect(e2e.blocked).toEqual([])
  })

  test('the stack stops cleanly: no anvil left, no server answering', async () => {
    const ports = [e2e.stack.urls.evmA, e2e.stack.urls.evmB].map((url) => new URL(url).port)
    // pgrep exits 0 when a process matches, 1 when none does
    const anvilOn = (port: string) => spawnSync('pgrep', ['-f', `anvil .*--port ${port} `]).status
    expect(ports.map(anvilOn)).toEqual([0, 0]) // the pattern does find them while they run
    await e2e.close()
    expect(ports.map(anvilOn)).toEqual([1, 1])
    await expect(fetch(e2e.stack.urls.demo)).rejects.toThrow()
    await expect(fetch(e2e.stack.urls.solana, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
