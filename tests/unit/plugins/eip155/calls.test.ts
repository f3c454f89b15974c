// EIP-5792 through the modal for EVM wallets, against a REAL local chain (anvil on 127.0.0.1, its dev
// accounts unlocked): a wallet that has the methods answers them itself; one without them gets the
// calls one by one where the host allows it (eip155({ sendCallsFallback })), else the 5700-range errors.
import { createPublicClient, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeError, errorCode } from '../../../../kernel'
import { jsonRpc } from '../../../../kernel/http'
import { createModal } from '../../../../kernel/modal'
import type { Network, WalletSession } from '../../../../kernel/plugin'
import { createKernel } from '../../../../kernel/create-kernel'
import { eip155, localEvmNetwork, type Eip1193Provider } from '../../../../plugins/eip155'
import { handleCalls } from '../../../../plugins/eip155/calls'
import { startAnvil, type EvmChain } from '../../../../services/stack/evm'
import { freePort } from '../../../../services/stack/ports'
import { MemoryStorage, testEnv } from '../../support/env'
import { walletError } from '../../support/eip1193'

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CHAIN = '0x7a69'

let anvil: EvmChain
let rpcUrl: string
let local: Network
/** A contract whose every call reverts (runtime PUSH1 0 PUSH1 0 REVERT). */
let reverter: string

const node = <T>(method: string, params: unknown[] = []) => jsonRpc(fetch, rpcUrl, method, params) as Promise<T>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: await freePort() })
  rpcUrl = anvil.url
  local = localEvmNetwork(31337, rpcUrl, 'Anvil')
  const hash = await node<Hex>('eth_sendTransaction', [{ from: ALICE, data: '0x6005600c60003960056000f360006000fd' }])
  // anvil answers the send before its block is sealed: wait for the receipt (a full run read null once)
  reverter = (await createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 }).waitForTransactionReceipt({ hash })).contractAddress!
}, 40_000)
afterAll(() => anvil?.stop())

/**
 * A browser wallet over anvil's unlocked accounts: it sets its own gas (so a reverting call is mined
 * and reverts on chain), and answers what `own` says; wallet_ methods it lacks fail with `missing`.
 */
function wallet(o: { own?: Record<string, (params: unknown) => unknown>; missing?: number; refuse?: (n: number) => boolean } = {}) {
  const asked: string[] = []
  let sends = 0
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      asked.push(method)
      const own = o.own?.[method]
      if (own) return own(params)
      if (method === 'eth_requestAccounts') return [ALICE]
      if (method === 'eth_sendTransaction') {
        if (o.refuse?.(++sends)) throw walletError(4001, 'User rejected the request.')
        return node('eth_sendTransaction', [{ ...(params as [object])[0], gas: '0x30000' }])
      }
      if (method.startsWith('wallet_')) throw walletError(o.missing ?? 4200, `${method} is not supported`)
      return node(method, (params as unknown[] | undefined) ?? [])
    },
  }
  const w = new EventTarget()
  const detail = Object.freeze({ info: { uuid: 'u', name: 'Anvil Wallet', icon: 'data:,', rdns: 'dev.anvil' }, provider })
  w.addEventListener('eip6963:requestProvider', () => w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  return { window: w as unknown as Window, asked }
}

async function connected(w: ReturnType<typeof wallet>, sendCallsFallback?: boolean, storage?: MemoryStorage) {
  const modal = createModal({ projectId: 'p', plugins: [eip155({ sendCallsFallback })], networks: [local], logLevel: 'silent' }, testEnv({ window: w.window, storage }))
  await modal.ready
  await modal.connect('dev.anvil')
  return modal
}

const eth = (n: number) => `0x${(BigInt(n) * 10n ** 15n).toString(16)}`
const balance = async (address: string) => BigInt(await node<string>('eth_getBalance', [address, 'latest']))
const nonce = async () => Number(await node<string>('eth_getTransactionCount', [ALICE, 'latest']))
type Status = { id: string; status: number; atomic: boolean; chainId: string; receipts: Array<{ status: string; transactionHash: string; logs: unknown[] }> }
async function settledStatus(modal: Awaited<ReturnType<typeof connected>>, id: string): Promise<Status> {
  let status: Status
  await expect
    .poll(async () => (status = (await modal.request({ method: 'wallet_getCallsStatus', params: [id] })) as Status).status, { timeout: 10_000 })
    .not.toBe(100)
  return status!
}

describe('EIP-5792 through the modal (SPEC §6, §8)', () => {
  it('EIP-5792 a wallet that has the methods answers them itself: capabilities, its own batch id and its status come back unchanged', async () => {
    const capabilities = { [CHAIN]: { atomic: { status: 'supported' } } }
    const status = { version: '2.0.0', id: 'wallet-batch-7', chainId: CHAIN, atomic: true, status: 200, receipts: [] }
    const w = wallet({ own: { wallet_getCapabilities: () => capabilities, wallet_sendCalls: () => ({ id: 'wallet-batch-7' }), wallet_getCallsStatus: () => status } })
    const modal = await connected(w)
    expect(await modal.request({ method: 'wallet_getCapabilities', params: [ALICE, [CHAIN]] })).toEqual(capabilities)
    expect(await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, atomicRequired: true, calls: [{ to: BOB, value: eth(1) }] }] })).toEqual({ id: 'wallet-batch-7' })
    expect(await modal.request({ method: 'wallet_getCallsStatus', params: ['wallet-batch-7'] })).toEqual(status)
    expect(w.asked).not.toContain('eth_sendTransaction')
    modal.destroy()
  })

  it('EIP-5792 fallback (host allows it): a wallet answering 4200 gets the calls one by one; status 200 with both receipts; the exact amounts moved', async () => {
    const w = wallet()
    const modal = await connected(w, true)
    const [bob, carol] = [await balance(BOB), await balance(CAROL)]
    const { id } = (await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, atomicRequired: false, calls: [{ to: BOB, value: eth(3) }, { to: CAROL, value: eth(5) }] }] })) as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await settledStatus(modal, id)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: CHAIN, atomic: false, status: 200 })
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await balance(BOB)).toBe(bob + 3n * 10n ** 15n)
    expect(await balance(CAROL)).toBe(carol + 5n * 10n ** 15n)
    expect(w.asked.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    modal.destroy()
  })

  it('EIP-5792 fallback: -32601 (method not found) counts as a wallet without it; capabilities say calls are never atomic', async () => {
    const modal = await connected(wallet({ missing: -32601 }), true)
    expect(await modal.request({ method: 'wallet_getCapabilities', params: [ALICE, [CHAIN]] })).toEqual({ [CHAIN]: { atomic: { status: 'unsupported' } } })
    modal.destroy()
  })

  it('EIP-5792 atomicRequired against a wallet without it: 5760 (atomicity not supported) before anything is sent', async () => {
    const w = wallet()
    const modal = await connected(w, true)
    const before = await nonce()
    const error = await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, atomicRequired: true, calls: [{ to: BOB, value: eth(1) }] }] }).catch((e: unknown) => e)
    expect(errorCode(error)).toBe(5760)
    expect(describeError(error)).toBe('The wallet cannot send these calls together.')
    expect(await nonce()).toBe(before)
    expect(w.asked).not.toContain('eth_sendTransaction')
    modal.destroy()
  })

  it('SPEC §8 the host not allowing the fallback: 5700 with its meaning, and nothing sent', async () => {
    const w = wallet()
    const modal = await connected(w)
    const before = await nonce()
    const error = await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, atomicRequired: false, calls: [{ to: BOB, value: eth(1) }] }] }).catch((e: unknown) => e)
    expect(errorCode(error)).toBe(5700)
    expect(describeError(error)).toBe('The wallet does not support a capability this request needs.')
    expect(await nonce()).toBe(before)
    modal.destroy()
  })

  it('EIP-5792 v2 a later call refused in the wallet: status 600 (partial), the first receipt only, nothing further sent', async () => {
    const w = wallet({ refuse: (n) => n === 2 })
    const modal = await connected(w, true)
    const before = await nonce()
    const calls = [{ to: BOB, value: eth(1) }, { to: CAROL, value: eth(1) }, { to: BOB, value: eth(1) }]
    const { id } = (await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, calls }] })) as { id: string }
    const status = await settledStatus(modal, id)
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(1)
    expect(await nonce()).toBe(before + 1)
    expect(w.asked.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    modal.destroy()
  })

  it('EIP-5792 v2 a later call reverting on chain: status 600, both receipts (the second reverted), the third never sent', async () => {
    const w = wallet()
    const modal = await connected(w, true)
    const before = await nonce()
    const calls = [{ to: BOB, value: eth(1) }, { to: reverter, data: '0x' }, { to: CAROL, value: eth(1) }]
    const { id } = (await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, calls }] })) as { id: string }
    const status = await settledStatus(modal, id)
    expect(status.status).toBe(600)
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x0'])
    expect(await nonce()).toBe(before + 2)
    modal.destroy()
  })

  it('EIP-5792 v2 the first call reverting on chain: status 500 (only gas spent), nothing further sent', async () => {
    const modal = await connected(wallet(), true)
    const before = await nonce()
    const { id } = (await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: reverter }, { to: BOB, value: eth(1) }] }] })) as { id: string }
    const status = await settledStatus(modal, id)
    expect(status.status).toBe(500)
    expect(status.receipts.map((r) => r.status)).toEqual(['0x0'])
    expect(await nonce()).toBe(before + 1)
    modal.destroy()
  })

  it('EIP-5792 the first call refused: wallet_sendCalls fails with 4001, no batch is kept', async () => {
    const modal = await connected(wallet({ refuse: () => true }), true)
    const error = await modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', id: 'mine', calls: [{ to: BOB, value: eth(1) }] }] }).catch((e: unknown) => e)
    expect(errorCode(error)).toBe(4001)
    const unknown = await modal.request({ method: 'wallet_getCallsStatus', params: ['mine'] }).catch((e: unknown) => e)
    expect(errorCode(unknown)).toBe(5730)
    modal.destroy()
  })

  it('EIP-5792 fallback batches outlive a reload: the next page on the same storage answers wallet_getCallsStatus (200, both receipts) and refuses the id again with 5720', async () => {
    const storage = new MemoryStorage()
    const first = await connected(wallet(), true, storage)
    const calls = [{ to: BOB, value: eth(1) }, { to: CAROL, value: eth(1) }]
    const { id } = (await first.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: CHAIN, calls }] })) as { id: string }
    const before = await settledStatus(first, id)
    first.destroy()
    const next = await connected(wallet(), true, storage)
    expect(await settledStatus(next, id)).toEqual(before)
    expect(before.status).toBe(200)
    const again = await next.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', id, calls }] }).then(() => undefined, errorCode)
    expect(again).toBe(5720)
    next.destroy()
  })

  it('EIP-5792 a batch cut short by a reload: the calls not yet sent are never sent; status 600 (partial) with the receipt of the one that went', async () => {
    const hash = await node<string>('eth_sendTransaction', [{ from: ALICE, to: BOB, value: eth(1), gas: '0x30000' }])
    const stored = [{ id: 'cut-short', chainId: CHAIN, caipNetworkId: local.caipNetworkId, total: 3, hashes: [hash] }]
    const w = wallet()
    const modal = await connected(w, true, new MemoryStorage().seed({ eip155_calls_batches: stored }))
    const status = await settledStatus(modal, 'cut-short')
    expect(status.status).toBe(600)
    expect(status.receipts.map((r) => r.transactionHash)).toEqual([hash])
    expect(w.asked).not.toContain('eth_sendTransaction')
    modal.destroy()
  })

  it('EIP-5792 fallback checks: another chain 5710, a required capability 5700, a used id 5720, an unknown id 5730', async () => {
    const modal = await connected(wallet(), true)
    const send = (request: object) => modal.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: BOB, value: eth(1) }], ...request }] }).then(() => undefined, errorCode)
    expect(await send({ chainId: '0x1' })).toBe(5710)
    expect(await send({ capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } })).toBe(5700)
    expect(await send({ id: 'once', capabilities: { paymasterService: { url: 'http://127.0.0.1:1', optional: true } } })).toBeUndefined()
    expect(await send({ id: 'once' })).toBe(5720)
    expect(await modal.request({ method: 'wallet_getCallsStatus', params: ['never-sent'] }).then(() => undefined, errorCode)).toBe(5730)
    modal.destroy()
  })

  it('EIP-5792 over a WalletConnect session that did not approve wallet_sendCalls: the wallet is never asked it, the calls go one by one', async () => {
    const asked: string[] = []
    const session: WalletSession = {
      accounts: [{ address: ALICE, type: 'eoa' }],
      chainId: 'eip155:31337',
      methods: ['eth_sendTransaction', 'personal_sign'],
      signMessage: async () => '0x',
      request: async ({ method, params }) => {
        asked.push(method)
        return node(method, [{ ...(params as [object])[0], gas: '0x30000' }])
      },
      onChange: () => () => {},
      disconnect: async () => {},
    }
    const { ctx } = createKernel({ projectId: 'p', plugins: [eip155()], networks: [local] }, testEnv())
    const { id } = (await handleCalls({ ctx, session, network: local, args: { method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: BOB, value: eth(1) }] }] } }, true)) as { id: string }
    expect(asked).toEqual(['eth_sendTransaction'])
    // 100 (pending) until anvil seals the call's block (it answers the send before): then 200.
    const status = () => handleCalls({ ctx, session, network: local, args: { method: 'wallet_getCallsStatus', params: [id] } }, true) as Promise<Status>
    await expect.poll(async () => (await status()).status).toBe(200)
    const off = await handleCalls({ ctx, session, network: local, args: { method: 'wallet_sendCalls', params: [{ calls: [{ to: BOB }] }] } }, false).catch(errorCode)
    expect(off).toBe(5700)
  })

  it("SPEC §9 options: eip155's sendCallsFallback must be true or false", async () => {
    const modal = await connected(wallet(), 'yes' as unknown as boolean)
    await expect(modal.request({ method: 'wallet_getCapabilities', params: [ALICE] })).rejects.toThrow('Invalid Gangway options: eip155 sendCallsFallback: must be true or false')
    modal.destroy()
  })
})
