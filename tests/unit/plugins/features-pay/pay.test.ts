import { afterEach, describe, expect, it } from 'vitest'
import type { Modal } from '../../../../kernel'
import type { NamespaceTransfers, TransferRequest, WalletEntry } from '../../../../kernel/plugin'
import { openPay, pay } from '../../../../plugins/features-pay'
import { payController, PAY_OFF } from '../../../../plugins/features-pay/controller'
import { checkPayRequest, INCORRECT_VALUE, INVALID_ADDRESS, type PayRequest } from '../../../../plugins/features-pay/request'
import { eth, makeModal, op, sol } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, ScriptedSession, scriptedConnector, testNamespace } from '../../support/namespace'

const DUSD = { symbol: 'DUSD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
const networks = [eth, op, sol]
const isAddress = (namespace: string, address: string) => (namespace === 'eip155' ? /^0x[0-9a-fA-F]{40}$/.test(address) : address.length >= 32)
const check = (request: Partial<PayRequest>) => checkPayRequest({ recipient: ADDRESS_B, amount: '12.5', asset: DUSD, network: eth.caipNetworkId, ...request } as PayRequest, { networks, isAddress })
const problem = (request: Partial<PayRequest>) => {
  try {
    check(request)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('pay: the amount is exact to the base unit', () => {
  it('SPEC §9 pay 12.5 DUSD is 12500000 base units; the smallest unit and 18-decimal amounts are exact too', () => {
    expect(check({}).units).toBe(12_500_000n)
    expect(check({ amount: '0.000001' }).units).toBe(1n)
    expect(check({ amount: '123456789.123456789123456789', asset: { symbol: 'ETH', decimals: 18 } }).units).toBe(123_456_789_123_456_789_123_456_789n)
    expect(check({ amount: ' 7 ' }).units).toBe(7_000_000n)
    // A number prints as a decimal string first; one that does not (1e-7) is refused, not rounded.
    expect(check({ amount: 12.5 }).units).toBe(12_500_000n)
    expect(problem({ amount: 1e-7 })).toMatch(new RegExp(`^${INCORRECT_VALUE}`))
  })

  it('more decimals than the asset has, or anything but a decimal, is refused rather than rounded', () => {
    expect(problem({ amount: '12.5000001' })).toBe(`${INCORRECT_VALUE}: 12.5000001 is not an amount of DUSD (6 decimals)`)
    expect(problem({ amount: '-1' })).toMatch(new RegExp(`^${INCORRECT_VALUE}`))
    expect(problem({ amount: '1,5' })).toMatch(new RegExp(`^${INCORRECT_VALUE}`))
  })

  it("SPEC §5 an amount and a receiver are required (zero is no amount); SPEC §5 address rules; SPEC §8 'Network not found'", () => {
    expect(problem({ amount: '' })).toBe('An amount and receiver address are required')
    expect(problem({ amount: '0.000' })).toBe('An amount and receiver address are required')
    expect(problem({ recipient: ' ' })).toBe('An amount and receiver address are required')
    expect(problem({ recipient: '0x1234' })).toBe(INVALID_ADDRESS)
    expect(problem({ network: 'eip155:999' })).toBe('Network not found')
    expect(check({ network: op }).network).toBe(op)
    expect(check({ asset: { symbol: 'ETH', decimals: 18 } }).asset.address).toBeUndefined()
  })
})

/** A modal with an eip155 test namespace whose transfers record what they are asked to send. */
function payModal(o: { payOn?: boolean; send?: (r: TransferRequest) => Promise<string>; connect?: () => Promise<ScriptedSession> } = {}) {
  const sent: TransferRequest[] = []
  const transfers: NamespaceTransfers = {
    send: async (_ctx, _session, r) => {
      sent.push(r)
      return o.send ? o.send(r) : `0x${'ab'.repeat(32)}`
    },
    confirm: async () => undefined,
  }
  const session = new ScriptedSession({ addresses: [ADDRESS_A], chainId: eth.caipNetworkId })
  const connector = scriptedConnector({ id: 'wallet', chain: 'eip155', connect: o.connect ?? (async () => session) })
  const evm = testNamespace('eip155', {
    connectors: [connector],
    capabilities: { tokenBalances: true, transfers: { requiresToken: true, nativeReturnsToAccount: false, load: async () => transfers } },
  })
  const feature = pay()
  const { modal } = makeModal({ plugins: [evm, testNamespace('solana'), feature], networks, options: { features: { pay: o.payOn ?? true } } })
  const wallet = (): WalletEntry => modal.stores.$wallets.get()[0]!
  return { modal, sent, session, wallet }
}

let open: Modal | undefined
afterEach(() => {
  open?.destroy()
  open = undefined
})

describe('openPay on a real kernel', () => {
  it("SPEC §9 features.pay is off by default: asking to pay is refused, and the modal stays shut", async () => {
    const { modal } = payModal({ payOn: false })
    open = modal
    expect(modal.options.features.pay).toBe(false)
    await expect(openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })).rejects.toThrow(PAY_OFF)
    expect(modal.stores.$open.get()).toBe(false)
  })

  it("SPEC §4 'Unsupported chain': a namespace without transfers cannot pay", async () => {
    const { modal } = payModal()
    open = modal
    await expect(openPay(modal, { recipient: 'So1ana1111111111111111111111111111111111111', amount: '1', asset: { symbol: 'SOL', decimals: 9 }, network: sol.caipNetworkId })).rejects.toThrow('Unsupported chain')
  })

  it('connects first when needed, switches the wallet to the network, and sends exactly the base units of the token; resolves with the transaction id', async () => {
    const { modal, sent, session, wallet } = payModal()
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '12.5', asset: DUSD, network: op.caipNetworkId })
    await flush()
    expect(modal.stores.$open.get()).toBe(true)
    expect(modal.router.current().name).toBe('Pay')
    const controller = payController(modal)
    await controller.connect(wallet(), () => undefined)
    expect(modal.stores.$account.get().address).toBe(ADDRESS_A)
    await controller.pay()
    expect(session.switchedTo).toEqual([op.caipNetworkId])
    await expect(paying).resolves.toBe(`0x${'ab'.repeat(32)}`)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ from: ADDRESS_A, to: ADDRESS_B, amount: 12_500_000n, token: { address: DUSD.address, decimals: 6 } })
    expect(sent[0]!.network.caipNetworkId).toBe(op.caipNetworkId)
    expect(controller.$pay.get().status).toBe('paid')
    // Closing after paying changes nothing for the host.
    modal.close()
  })

  it('the native currency is paid as value, with no token', async () => {
    const { modal, sent, wallet } = payModal()
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '0.000000000000000001', asset: { symbol: 'ETH', decimals: 18 }, network: eth.caipNetworkId })
    await flush()
    await payController(modal).connect(wallet(), () => undefined)
    await payController(modal).pay()
    await paying
    expect(sent[0]).toMatchObject({ amount: 1n, token: undefined })
  })

  it("SPEC §4 closing the modal before paying rejects with 'Modal closed'; nothing is sent", async () => {
    const { modal, sent } = payModal()
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })
    await flush()
    modal.close()
    await expect(paying).rejects.toThrow('Modal closed')
    expect(sent).toEqual([])
  })

  it("SPEC §4 after a look at All Wallets, a wallet connected in the Pay view itself: closing before paying still rejects with 'Modal closed' (Pay does not open again)", async () => {
    const { modal, sent, wallet } = payModal()
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })
    await flush()
    const controller = payController(modal)
    controller.toAllWallets()
    await controller.connect(wallet(), () => undefined)
    // Its handler attached before the close: the rejection comes at once, and the flush below would
    // otherwise leave it unhandled for a turn (reported as an unhandled rejection in a full run).
    const closed = expect(paying).rejects.toThrow('Modal closed')
    modal.close()
    await flush()
    expect(modal.stores.$open.get()).toBe(false)
    await closed
    expect(sent).toEqual([])
  })

  it("SPEC §4 a rejected connection rejects with 'Connection rejected'", async () => {
    const { modal, wallet } = payModal({ connect: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })
    await flush()
    await payController(modal).connect(wallet(), () => undefined)
    await expect(paying).rejects.toThrow('Connection rejected')
    expect(payController(modal).$pay.get()).toMatchObject({ status: 'failed', error: 'Connection rejected' })
  })

  it("SPEC §8 a payment the wallet declines rejects with 'Signature declined'; any other failure can be tried again", async () => {
    let attempts = 0
    const { modal, wallet } = payModal({
      send: async () => {
        attempts++
        if (attempts === 1) throw new Error('insufficient funds for gas')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    open = modal
    const paying = openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })
    await flush()
    const controller = payController(modal)
    await controller.connect(wallet(), () => undefined)
    await controller.pay()
    expect(controller.$pay.get()).toMatchObject({ status: 'ready', error: 'insufficient funds for gas' })
    await controller.pay()
    await expect(paying).rejects.toThrow('Signature declined')
  })

  it('a newer request replaces one still open', async () => {
    const { modal } = payModal()
    open = modal
    const first = openPay(modal, { recipient: ADDRESS_B, amount: '1', asset: DUSD, network: eth.caipNetworkId })
    await flush()
    const second = openPay(modal, { recipient: ADDRESS_B, amount: '2', asset: DUSD, network: eth.caipNetworkId })
    await expect(first).rejects.toThrow('Replaced by a newer payment request')
    expect(payController(modal).$pay.get().payment?.units).toBe(2_000_000n)
    modal.close()
    await expect(second).rejects.toThrow('Modal closed')
  })
})
