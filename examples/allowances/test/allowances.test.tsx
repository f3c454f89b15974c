// The plugin on a one-line kernel, against a real anvil chain, rendered in happy-dom: the modal and
// the plugin come from the packed `gangway` package, as a host installs them.
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react'
import { createModal, type FeatureFlags, type Modal, type Network, type Plugin } from 'gangway'
import { eip155, localEvmNetwork } from 'gangway/eip155'
import { GangwayProvider } from 'gangway/react'
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseUnits, type Abi, type Address, type Hex } from 'viem'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { allowances } from '../src/index'
import { startAnvil, type Chain } from './anvil'
import { BARE_WALLET_ID, bareNamespace, bareNetwork } from './bare-namespace'
import { DEV_WALLET_RDNS, installDevWallet, type DevWallet } from './dev-wallet'
import artifact from './DemoToken.json' with { type: 'json' }

// 18 decimals and a last digit in the 18th place: shown exactly, never rounded through a float.
const EXACT = '1234.000000000000000001'

let chain: Chain
let local: Network
let owner: Address
let spenders: { exact: Address; unlimited: Address; revokedBefore: Address }
/** A dev account that never approved anything. */
let stranger: Address
let gway: Address
let dusd: Address
let read: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  chain = await startAnvil()
  local = localEvmNetwork(chain.chainId, chain.url, 'Local')
  read = createPublicClient({ transport: http(chain.url), pollingInterval: 100 })
  // anvil's unlocked dev accounts: the owner, three spenders and a deployer.
  const accounts = (await createWalletClient({ transport: http(chain.url) }).getAddresses()).map((a) => getAddress(a))
  const [first, a, b, c, deployer, other] = accounts
  if (!first || !a || !b || !c || !deployer || !other) throw new Error('anvil has fewer than six dev accounts')
  stranger = other
  owner = first
  spenders = { exact: a, unlimited: b, revokedBefore: c }

  const deploy = async (symbol: string, decimals: number) => {
    const wallet = createWalletClient({ account: deployer, transport: http(chain.url) })
    const hash = await wallet.deployContract({
      abi: artifact.abi as Abi,
      bytecode: artifact.bytecode as Hex,
      args: [`${symbol} token`, symbol, decimals, [owner], parseUnits('1000000', decimals), 0n],
      chain: null,
    })
    const address = (await read.waitForTransactionReceipt({ hash })).contractAddress
    if (!address) throw new Error(`deploying ${symbol} made no contract`)
    return getAddress(address)
  }
  gway = await deploy('GWAY', 18)
  dusd = await deploy('DUSD', 6)

  // The owner approves: an exact amount, an unlimited one, and one it already set back to 0.
  const ownerWallet = createWalletClient({ account: owner, transport: http(chain.url) })
  const approve = async (token: Address, spender: Address, amount: bigint) => {
    const hash = await ownerWallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, amount], chain: null })
    await read.waitForTransactionReceipt({ hash })
  }
  await approve(gway, spenders.exact, parseUnits(EXACT, 18))
  await approve(dusd, spenders.unlimited, maxUint256)
  await approve(dusd, spenders.revokedBefore, parseUnits('5', 6))
  await approve(dusd, spenders.revokedBefore, 0n)
})

afterAll(async () => {
  await chain?.stop()
})

let mounted: { modal: Modal; wallet: DevWallet } | undefined
afterEach(() => {
  cleanup()
  mounted?.modal.destroy()
  mounted?.wallet.remove()
  mounted = undefined
  localStorage.clear()
})

/** The host: one line of kernel, a provider, the dev wallet in the page. */
function mountHost(plugins: Plugin[], o: { networks?: Network[]; features?: FeatureFlags; account?: Address; logLevel?: 'silent' } = {}) {
  const wallet = installDevWallet(window, { rpcUrl: chain.url, account: o.account ?? owner })
  const modal = createModal({ projectId: 'example', plugins, networks: o.networks ?? [local], features: o.features, logLevel: o.logLevel })
  render(<GangwayProvider modal={modal} />)
  mounted = { modal, wallet }
  return mounted
}

async function openAccount(modal: Modal, connectorId: string) {
  await act(() => modal.connect(connectorId))
  act(() => modal.open())
  const host = document.querySelector('gangway-modal')
  if (!host?.shadowRoot) throw new Error('the modal has no shadow root')
  const screen = within(host.shadowRoot as unknown as HTMLElement)
  await screen.findByTestId('account-address')
  return screen
}

/** An RPC endpoint in front of anvil that answers 503 while under maintenance (CORS preflights pass, as a real RPC's do). */
async function startMaintainedRpc(target: string): Promise<{ url: string; up(): void; stop(): Promise<void> }> {
  let down = true
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' }
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end()
    if (down) return res.writeHead(503, cors).end('down for maintenance')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
    res.writeHead(answer.status, { ...cors, 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, up: () => (down = false), stop: () => new Promise((resolve) => server.close(() => resolve())) }
}

const rowOf = (list: HTMLElement, token: Address, spender: Address) => list.querySelector<HTMLElement>(`[data-token="${token}"][data-spender="${spender}"]`)

describe('the Allowances tab', () => {
  it('runs on the installed gangway package (node_modules/gangway/dist), not on a source tree', () => {
    expect(import.meta.resolve('gangway')).toMatch(/\/node_modules\/gangway\/dist\/kernel\/index\.js$/)
    expect(import.meta.resolve('gangway/react')).toMatch(/\/node_modules\/gangway\/dist\/ui\/index\.js$/)
  })

  it('lists each allowance the account has granted, with its token, spender and exact amount; unlimited as such; revoked ones not at all', async () => {
    const { modal } = mountHost([eip155(), allowances()])
    const screen = await openAccount(modal, DEV_WALLET_RDNS)

    const tab = await screen.findByRole('tab', { name: 'Allowances' })
    expect(tab.getAttribute('aria-selected')).toBe('true') // no services configured: no Tokens tab before it
    const list = await screen.findByTestId('allowance-list', {}, { timeout: 10_000 })

    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const exact = rowOf(list, gway, spenders.exact)
    expect(exact?.textContent).toContain(`Spender ${spenders.exact.slice(0, 4)}…${spenders.exact.slice(-6)}`)
    expect(within(exact!).getByTestId('allowance-amount').textContent).toBe(`${EXACT} GWAY`)
    const unlimited = rowOf(list, dusd, spenders.unlimited)
    expect(within(unlimited!).getByTestId('allowance-amount').textContent).toBe('Unlimited DUSD')
    expect(rowOf(list, dusd, spenders.revokedBefore)).toBeNull()
  })

  it('Revoke sends approve(spender, 0) through the connected wallet; the chain then holds 0 and the row is gone', async () => {
    const { modal, wallet } = mountHost([eip155(), allowances()])
    const screen = await openAccount(modal, DEV_WALLET_RDNS)
    const list = await screen.findByTestId('allowance-list', {}, { timeout: 10_000 })

    fireEvent.click(within(list).getByRole('button', { name: `Revoke GWAY allowance of ${spenders.exact}` }))
    expect(rowOf(list, gway, spenders.exact)).not.toBeNull()
    await waitFor(() => expect(rowOf(screen.getByTestId('allowance-list'), gway, spenders.exact)).toBeNull(), { timeout: 10_000 })

    expect(await read.readContract({ address: gway, abi: erc20Abi, functionName: 'allowance', args: [owner, spenders.exact] })).toBe(0n)
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(1)
    const [tx] = sent[0]!.params as [{ from: string; to: string; data: Hex }]
    expect(tx.to.toLowerCase()).toBe(gway.toLowerCase())
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'approve', args: [spenders.exact, 0n] })
    // The other allowance stands.
    expect(rowOf(screen.getByTestId('allowance-list'), dusd, spenders.unlimited)).not.toBeNull()
    expect(await read.readContract({ address: dusd, abi: erc20Abi, functionName: 'allowance', args: [owner, spenders.unlimited] })).toBe(maxUint256)
  })

  it('when the person refuses in the wallet, the allowance stands and the modal says Signature declined', async () => {
    const { modal, wallet } = mountHost([eip155(), allowances()])
    const screen = await openAccount(modal, DEV_WALLET_RDNS)
    const list = await screen.findByTestId('allowance-list', {}, { timeout: 10_000 })
    wallet.refuseSending()

    fireEvent.click(within(list).getByRole('button', { name: `Revoke DUSD allowance of ${spenders.unlimited}` }))
    await screen.findByText('Signature declined')
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1)
    await waitFor(() => expect(within(screen.getByTestId('allowance-list')).getByRole('button', { name: `Revoke DUSD allowance of ${spenders.unlimited}` }).textContent).toBe('Revoke'))
    expect(await read.readContract({ address: dusd, abi: erc20Abi, functionName: 'allowance', args: [owner, spenders.unlimited] })).toBe(maxUint256)
  })

  it('an account that granted nothing sees the empty state', async () => {
    const { modal } = mountHost([eip155(), allowances()], { account: stranger })
    const screen = await openAccount(modal, DEV_WALLET_RDNS)

    expect((await screen.findByTestId('allowances-empty', {}, { timeout: 10_000 })).textContent).toBe('This account has granted no token allowances.')
    expect(screen.queryByTestId('allowance-list')).toBeNull()
  })

  it('a network whose RPC is down shows the error state; Try again reads once it is back', async () => {
    // The wallet still talks to anvil; the network the host configured points at an RPC under maintenance.
    const rpc = await startMaintainedRpc(chain.url)
    onTestFinished(() => rpc.stop())
    const network = localEvmNetwork(chain.chainId, rpc.url, 'Maintained')
    const { modal } = mountHost([eip155(), allowances()], { networks: [network], logLevel: 'silent' })
    const screen = await openAccount(modal, DEV_WALLET_RDNS)

    const error = await screen.findByTestId('allowances-error', {}, { timeout: 15_000 })
    expect(within(error).getByRole('alert').textContent).toBe('Allowances unavailable')
    expect(error.textContent).toContain('Allowances could not be read from Maintained.')

    rpc.up()
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    const list = await screen.findByTestId('allowance-list', {}, { timeout: 10_000 })
    expect(rowOf(list, dusd, spenders.unlimited)).not.toBeNull()
  })

  it('features: { allowances: false } hides the tab', async () => {
    const plugin = allowances()
    const { modal } = mountHost([eip155(), plugin], { features: { allowances: false } })
    const screen = await openAccount(modal, DEV_WALLET_RDNS)

    expect(modal.isEnabled(plugin)).toBe(false)
    expect(screen.queryByRole('tab', { name: 'Allowances' })).toBeNull()
  })

  it('a namespace without the evm capability (and without transfers) gets no Allowances tab', async () => {
    const plugin = allowances()
    const { modal } = mountHost([bareNamespace(), plugin], { networks: [bareNetwork] })
    const screen = await openAccount(modal, BARE_WALLET_ID)

    expect(modal.isEnabled(plugin)).toBe(false)
    expect(screen.queryByRole('tab', { name: 'Allowances' })).toBeNull()
  })

  it('a namespace that can send but does not run the EVM (no evm capability) gets no tab', async () => {
    const transfers = { requiresToken: false, nativeReturnsToAccount: true, load: () => Promise.reject(new Error('not used')) }
    const { modal } = mountHost([bareNamespace({ transfers }), allowances()], { networks: [bareNetwork] })
    const screen = await openAccount(modal, BARE_WALLET_ID)
    expect(screen.queryByRole('tab', { name: 'Allowances' })).toBeNull()
  })
})
