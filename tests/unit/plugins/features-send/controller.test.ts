import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../../../../kernel/api/types'
import type { NamespacePlugin, NamespaceTransfers, TransferRequest } from '../../../../kernel/plugin'
import { view } from '../../../../kernel/router'
import { eip155 } from '../../../../plugins/eip155'
import { send as sendFeature } from '../../../../plugins/features-send'
import { solana } from '../../../../plugins/solana'
import { sendController } from '../../../../plugins/features-send/controller'
import { makeModal, sol } from '../../support/modal'
import { ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

const evm = testNetwork('eip155', 31337, 'Local A')
const evmB = testNetwork('eip155', 31338, 'Local B')
const RECEIVER = ADDRESS_B
const GWAY: TokenBalance = { name: 'Gangway Token', symbol: 'GWAY', chainId: 'eip155:31337', address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3', value: 1250, price: 1.25, quantity: { decimals: '18', numeric: '1000' }, iconUrl: '' }
const ETH: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 31205500, price: 3120.55, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' }
const SOL: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: sol.caipNetworkId, value: 1423, price: 142.3, quantity: { decimals: '9', numeric: '10' }, iconUrl: '' }

/** Transfers that record what they were asked and answer as the script says. */
function scriptedTransfers(answer: (r: TransferRequest) => Promise<string> = async () => '0xhash') {
  const requests: TransferRequest[] = []
  const transfers: NamespaceTransfers = {
    send: (_ctx, _session, r) => {
      requests.push(r)
      return answer(r)
    },
    feeReserve: async () => 42_000_000_000_000n,
  }
  return { transfers, requests }
}

async function setup(o: { namespace?: 'eip155' | 'solana'; transfers?: NamespaceTransfers; withTransfers?: boolean } = {}) {
  const namespace = o.namespace ?? 'eip155'
  const network = namespace === 'eip155' ? evm : sol
  const session = new ScriptedSession({ chainId: network.caipNetworkId, addresses: [namespace === 'eip155' ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' : 'AM9zuUsv1YVAnbyFBJMjXJMg5XXKKkvbtyHtpvmZuuaP'] })
  const base = testNamespace(namespace, { balance: 10n ** 19n, connectors: [scriptedConnector({ id: 'w', chain: namespace, connect: async () => session })] })
  const scripted = scriptedTransfers()
  // The real namespace's send rules (SPEC §2, §5) and names, with transfers the test scripts.
  const real = (namespace === 'eip155' ? eip155() : solana()).capabilities
  const transfers = o.withTransfers === false ? undefined : { ...real.transfers!, load: async () => o.transfers ?? scripted.transfers }
  const plugin: NamespacePlugin = { ...base, isAddress: (a) => a.length >= 32, capabilities: { ...base.capabilities, names: real.names, transfers } }
  const { modal } = makeModal({ plugins: [plugin, sendFeature()], networks: namespace === 'eip155' ? [evm, evmB] : [sol] })
  await modal.ready
  await modal.connect('w')
  modal.open()
  modal.router.push(view('WalletSend'))
  modal.router.push(view('WalletSendPreview'))
  const analytics: string[] = []
  modal.events.on('analytics', (e) => analytics.push(e.event))
  const controller = sendController(modal)
  return { modal, controller, session, requests: scripted.requests, analytics }
}
const fill = (c: ReturnType<typeof sendController>, token: TokenBalance | undefined, amount: string, to = RECEIVER) => {
  c.setToken(token)
  c.setAmount(amount)
  c.setReceiver(to)
}
afterEach(() => vi.useRealTimers())

describe('SPEC §4 send flow', () => {
  it('SPEC §4 an ERC-20 send is a token transfer of exact base units; loading is true during the send', async () => {
    let finish!: (hash: string) => void
    const t = scriptedTransfers(() => new Promise((resolve) => (finish = resolve)))
    const { controller, requests } = await setup({ transfers: t.transfers })
    fill(controller, GWAY, '12.345678901234567891')
    const sending = controller.send()
    await flush()
    expect(controller.$send.get().loading).toBe(true)
    finish('0xabc')
    const sent = await sending
    expect(t.requests).toEqual([expect.objectContaining({ to: RECEIVER, amount: 12_345_678_901_234_567_891n, token: { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', decimals: 18 } })])
    expect(requests).toEqual([])
    expect(sent).toMatchObject({ id: '0xabc', symbol: 'GWAY', returnsToAccount: true })
    expect(controller.$send.get().loading).toBe(false)
  })

  it('SPEC §4 a token without an address is a native transfer', async () => {
    const { controller, requests } = await setup()
    fill(controller, ETH, '1.5')
    await controller.send()
    expect(requests[0]).toMatchObject({ amount: 1_500_000_000_000_000_000n, token: undefined })
  })

  it('SPEC §4 on success the send state resets: token, amount, receiver, profile, loading false', async () => {
    const { controller } = await setup()
    fill(controller, GWAY, '1')
    await controller.send()
    expect(controller.$send.get()).toEqual({ receiverInput: '', resolving: false, loading: false })
  })

  it("SPEC §2 'After sending': an ERC-20 send returns to Account on success", async () => {
    const { controller, modal } = await setup()
    fill(controller, GWAY, '1')
    await controller.send()
    expect(modal.router.$stack.get().map((e) => e.name)).toEqual(['Account'])
  })

  it("SPEC §2 'After sending': a native EVM send pushes the transaction stack with no success handler: the view stays", async () => {
    const { controller, modal } = await setup()
    fill(controller, ETH, '1')
    await controller.send()
    expect(modal.router.$stack.get().map((e) => e.name)).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
  })

  it("SPEC §2 'After sending': a Solana send (SOL too) returns to Account on success", async () => {
    const { controller, modal, requests } = await setup({ namespace: 'solana' })
    fill(controller, SOL, '0.5', 'HvQmTiYkQHUzegnZ86LrsdM7u8r5krJnNGh6b2HqNbUp')
    await controller.send()
    expect(requests[0]).toMatchObject({ amount: 500_000_000n, token: undefined })
    expect(modal.router.$stack.get().map((e) => e.name)).toEqual(['Account'])
  })

  it('SPEC §4 a send the wallet rejects pops the stack as cancelled and goes back; the form keeps its values', async () => {
    const rejecting = scriptedTransfers(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const { controller, modal } = await setup({ transfers: rejecting.transfers })
    fill(controller, GWAY, '3')
    await expect(controller.send()).rejects.toThrow('User rejected the request.')
    expect(modal.router.current().name).toBe('WalletSend')
    expect(controller.$send.get()).toMatchObject({ sendTokenAmount: '3', receiverAddress: RECEIVER, loading: false })
  })

  it('SPEC §4 a double click sends once: a second send while one is in flight gets the same promise', async () => {
    const { controller, requests } = await setup()
    fill(controller, ETH, '1')
    const [a, b] = [controller.send(), controller.send()]
    expect(a).toBe(b)
    await a
    expect(requests).toHaveLength(1)
  })

  it("SPEC §5 the controller refuses what the SPEC refuses, in its words; 'Unsupported chain' where the namespace cannot send", async () => {
    const { controller } = await setup()
    controller.setAmount('1')
    await expect(controller.send()).rejects.toThrow('An amount and receiver address are required')
    controller.setReceiver(RECEIVER)
    await expect(controller.send()).rejects.toThrow('A token is required')
    const other = await setup({ withTransfers: false })
    fill(other.controller, ETH, '1')
    await expect(other.controller.send()).rejects.toThrow('Unsupported chain')
  })

  it('SPEC §7 SEND_INITIATED then SEND_SUCCESS go to analytics with token, amount, network and the smart-account flag', async () => {
    const { controller, modal, analytics } = await setup()
    const properties: unknown[] = []
    modal.events.on('analytics', (e) => properties.push(e.properties))
    fill(controller, GWAY, '2.5')
    await controller.send()
    expect(analytics).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(properties[0]).toEqual({ isSmartAccount: false, token: '0x5fbdb2315678afecb367f032d93f642f64180aa3', amount: '2.5', network: 'eip155:31337' })
  })

  it('SPEC §4 changing the active network resets the send state', async () => {
    const { controller, modal } = await setup()
    fill(controller, GWAY, '4')
    await modal.switchNetwork(evmB)
    expect(controller.$send.get()).toEqual({ receiverInput: '', resolving: false, loading: false })
  })

  it('Max is the whole token balance; for the native currency the fee reserve is kept back', async () => {
    const { controller } = await setup()
    controller.setToken(GWAY)
    await controller.max()
    expect(controller.$send.get().sendTokenAmount).toBe('1000')
    controller.setToken(ETH)
    await controller.max()
    expect(controller.$send.get().sendTokenAmount).toBe('9999.999958')
  })

  it("SPEC §9 a name is resolved after typing stops (500 ms); with no services it fails with 'Error resolving name'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { controller } = await setup()
    controller.setReceiver('bob.g')
    controller.setReceiver('bob.gw')
    expect(controller.$send.get().resolving).toBe(true)
    // SPEC §9 debounce: 500 ms after the last keystroke, to the millisecond.
    await vi.advanceTimersByTimeAsync(499)
    expect(controller.$send.get()).toMatchObject({ resolving: true, resolveError: undefined })
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitUntil(() => !controller.$send.get().resolving)
    expect(controller.$send.get().resolveError).toBe('Error resolving name')
    expect(await controller.problem()).toBe('An amount and receiver address are required')
    controller.setToken(ETH)
    controller.setAmount('1')
    expect(await controller.problem()).toBe('Error resolving name')
  })

  it('a change of token keeps no more places than the new token has: what was typed is cut (never rounded); a token with none keeps the whole part', async () => {
    const { controller } = await setup()
    const POINTS: TokenBalance = { ...GWAY, symbol: 'GPT', name: 'Gangway Points', address: 'eip155:31337:0x0000000000000000000000000000000000000001', quantity: { decimals: '0', numeric: '100' } }
    const USDC: TokenBalance = { ...GWAY, symbol: 'USDC', name: 'USD Coin', address: 'eip155:31337:0x0000000000000000000000000000000000000002', quantity: { decimals: '6', numeric: '100' } }
    fill(controller, GWAY, '1.999999999')
    controller.setToken(USDC)
    expect(controller.$send.get().sendTokenAmount).toBe('1.999999')
    controller.setToken(POINTS)
    expect(controller.$send.get().sendTokenAmount).toBe('1')
    controller.setAmount('')
    controller.setToken(GWAY)
    expect(controller.$send.get().sendTokenAmount).toBe('')
  })
})

