// modal.request (SPEC §4 'RPC requests', §6): methods the namespace classes as safe or needing
// approval go to the wallet; unknown ones are refused and 'Action not allowed' shows after 300 ms;
// a transaction-type answer (SPEC §5) reads the balance again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RpcMethodClasses, WalletRequestArgs } from '../../../../kernel/plugin'
import { makeModal } from '../../support/modal'
import { flush, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

class AnsweringSession extends ScriptedSession {
  readonly asked: string[] = []
  async request(args: WalletRequestArgs): Promise<unknown> {
    this.asked.push(args.method)
    return args.method === 'eth_sendTransaction' ? `0x${'ab'.repeat(32)}` : 'ok'
  }
}

const classes: RpcMethodClasses = {
  approval: ['eth_sendTransaction', 'personal_sign'],
  safe: ['wallet_getCapabilities'],
  safePrefixes: ['eth_get'],
  isTransactionResponse: (value) => typeof value === 'string' && /^0x[0-9a-f]{62,}$/i.test(value),
}

async function connected() {
  const session = new AnsweringSession({ chainId: 'eip155:1' })
  const plugin = testNamespace('eip155', { balance: 7n, capabilities: { rpc: async () => classes }, connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
  const { modal } = makeModal({ plugins: [plugin], options: { logLevel: 'silent' } })
  await modal.ready
  await modal.connect('w')
  await flush()
  return { modal, session, plugin }
}
afterEach(() => vi.useRealTimers())

describe('SPEC §4 RPC requests through the modal', () => {
  it('SPEC §6 safe and approval methods reach the wallet', async () => {
    const { modal, session } = await connected()
    expect(await modal.request({ method: 'eth_getBalance', params: [] })).toBe('ok')
    expect(await modal.request({ method: 'wallet_getCapabilities' })).toBe('ok')
    expect(await modal.request({ method: 'personal_sign', params: ['0x00', '0x0'] })).toBe('ok')
    expect(session.asked).toEqual(['eth_getBalance', 'wallet_getCapabilities', 'personal_sign'])
  })

  it("SPEC §4 an unknown method is rejected, never reaches the wallet, and 'Action not allowed' shows after 300 ms", async () => {
    const { modal, session } = await connected()
    vi.useFakeTimers()
    await expect(modal.request({ method: 'anvil_setBalance' })).rejects.toThrow('Requested RPC call is not allowed')
    expect(session.asked).toEqual([])
    vi.advanceTimersByTime(299)
    expect(modal.stores.$toast.get().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(modal.stores.$toast.get()).toMatchObject({ open: true, message: 'Action not allowed', variant: 'error' })
  })

  // Typed by gangway/eip155's RequestAnswers (plugins/eip155/index.ts), which this project's type check includes.
  it("README: an EVM send or signature resolves with a 0x hex string (the transaction hash, the signature), and is typed so; other methods' answers are unknown", async () => {
    const { modal } = await connected()
    const hash: `0x${string}` = await modal.request({ method: 'eth_sendTransaction', params: [{}] })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const other = await modal.request({ method: 'eth_getBalance', params: [] })
    // @ts-expect-error a method without a typed answer resolves with unknown
    const notTyped: string = other
    expect(notTyped).toBe('ok')
  })

  it('SPEC §5 a transaction-type answer to an approval method reads the balance again', async () => {
    const { modal, plugin } = await connected()
    const before = plugin.balanceCalls.length
    await modal.request({ method: 'eth_sendTransaction', params: [{}] })
    await flush()
    expect(plugin.balanceCalls.length).toBe(before + 1)
  })

  it("SPEC §6 a namespace's handle answers a call that passed the gate, with the session and the network of its chain; undefined leaves the call to the wallet", async () => {
    const seen: Array<{ method: string; network?: string; chainId?: string }> = []
    const withHandle: RpcMethodClasses = {
      ...classes,
      handle: ({ session, args, network }) => {
        seen.push({ method: args.method, network: network?.caipNetworkId, chainId: session.chainId })
        return args.method === 'wallet_getCapabilities' ? Promise.resolve('from the namespace') : undefined
      },
    }
    const session = new AnsweringSession({ chainId: 'eip155:1' })
    const plugin = testNamespace('eip155', { capabilities: { rpc: async () => withHandle }, connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
    const { modal } = makeModal({ plugins: [plugin], options: { logLevel: 'silent' } })
    await modal.connect('w')
    expect(await modal.request({ method: 'wallet_getCapabilities' })).toBe('from the namespace')
    expect(await modal.request({ method: 'eth_getBalance' })).toBe('ok')
    await expect(modal.request({ method: 'anvil_setBalance' })).rejects.toThrow('Requested RPC call is not allowed')
    expect(session.asked).toEqual(['eth_getBalance'])
    expect(seen).toEqual([
      { method: 'wallet_getCapabilities', network: 'eip155:1', chainId: 'eip155:1' },
      { method: 'eth_getBalance', network: 'eip155:1', chainId: 'eip155:1' },
    ])
  })

  it("without a connection: 'Please call connect() before request()'", async () => {
    const { modal } = makeModal({ plugins: [testNamespace('eip155', { capabilities: { rpc: async () => classes } })] })
    await expect(modal.request({ method: 'eth_getBalance' })).rejects.toThrow('Please call connect() before request()')
  })

  it('a namespace that declares no method classes passes nothing', async () => {
    const session = new AnsweringSession({ chainId: 'eip155:1' })
    const plugin = testNamespace('eip155', { capabilities: {}, connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
    const { modal } = makeModal({ plugins: [plugin], options: { logLevel: 'silent' } })
    await modal.connect('w')
    await expect(modal.request({ method: 'eth_getBalance' })).rejects.toThrow('Requested RPC call is not allowed')
    expect(session.asked).toEqual([])
  })
})
