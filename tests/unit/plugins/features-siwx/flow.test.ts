// The SIWX flow on a real kernel (SPEC §2 closing rule, §4 SIWX, §5 needs, §8 'Signature declined'),
// with scripted wallets and a sessions strategy kept in memory that checks what it is handed the
// way a server would: its own nonce, once, and the message the data makes.
import { describe, expect, it } from 'vitest'
import type { NamespacePlugin } from '../../../../kernel/plugin'
import { isLiveSession, signInProblem } from '../../../../plugins/features-siwx/controller'
import { siwx, siwxController, SIWX_VIEW, type SiwxConfig, type SiwxSession, type SiwxStrategy } from '../../../../plugins/features-siwx'
import { siwxMessage } from '../../../../plugins/features-siwx/message'
import { makeModal } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace, testNetwork } from '../../support/namespace'

const evm = testNetwork('eip155', 31337, 'Local A')
const evmB = testNetwork('eip155', 31338, 'Local B')

/** Sessions kept in memory, refused unless the nonce is one it issued and the message is the data's. */
function memorySessions(chainName = 'Ethereum') {
  const nonces = new Set<string>()
  const sessions: SiwxSession[] = []
  const revoked: string[] = []
  let issued = 0
  const strategy: SiwxStrategy = {
    createNonce: async () => {
      const nonce = `nonce${String(++issued).padStart(8, '0')}`
      nonces.add(nonce)
      return { nonce, issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 3600_000).toISOString() }
    },
    addSession: async (s) => {
      if (!nonces.delete(s.data.nonce)) throw new Error('Unknown, used or expired nonce')
      if (siwxMessage(s.data, chainName) !== s.message) throw new Error('The message does not match its data')
      sessions.push(s)
    },
    getSessions: async (chainId, address) => sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    // As the services do (SPEC §7 revoke's pci and signature): a signature names one session.
    revokeSession: async (chainId, address, signature) => {
      revoked.push(`${chainId}|${address}`)
      const ends = (s: SiwxSession) => s.data.chainId === chainId && s.data.accountAddress === address && (!signature || s.signature === signature)
      sessions.splice(0, sessions.length, ...sessions.filter((s) => !ends(s)))
    },
  }
  return { strategy, sessions, revoked }
}

async function setup(o: { config?: SiwxConfig; signIn?: boolean; session?: ScriptedSession; options?: Record<string, unknown>; features?: Record<string, boolean> } = {}) {
  const session = o.session ?? new ScriptedSession({ chainId: evm.caipNetworkId, addresses: [ADDRESS_A] })
  const store = memorySessions()
  const base = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
  const plugin: NamespacePlugin = { ...base, normalizeAddress: (a) => a.toLowerCase(), capabilities: { ...base.capabilities, ...(o.signIn === false ? {} : { signIn: { chainName: 'Ethereum' } }) } }
  const { modal } = makeModal({
    plugins: [plugin, siwx({ strategy: store.strategy, ...o.config })],
    networks: [evm, evmB],
    options: { metadata: { name: 'Test shop', description: '', url: 'https://shop.example/', icons: [] }, features: o.features, ...o.options },
  })
  await modal.ready
  const top = () => modal.stores.$stack.get().at(-1)!.name
  /** The sign-in checks and revocations so far have their answers (the controller loads on the first connect). */
  const settle = async () => (await siwxController(modal)).idle()
  return { modal, session, store, top, settle }
}

describe('SPEC §4 SIWX after connecting', () => {
  it('SPEC §4 after connecting with no session, SIWXSignMessage opens; SPEC §2 the modal cannot be closed there while sign-in is required', async () => {
    const { modal, top, settle } = await setup()
    await modal.connect('w')
    await settle()
    expect(modal.stores.$open.get()).toBe(true)
    expect(top()).toBe(SIWX_VIEW)
    expect(modal.close()).toBe(false)
    modal.router.goBack()
    expect(modal.stores.$open.get()).toBe(true)
  })

  it('SPEC §2 closing stays disabled while the wallet shows its own view over SIWXSignMessage to sign (the embedded wallet\'s approval)', async () => {
    const session = new ScriptedSession({ chainId: evm.caipNetworkId, addresses: [ADDRESS_A] })
    let approve: () => void = () => {}
    const { modal, top, settle } = await setup({ session })
    // As the embedded wallet does: a view of its own over the sign-in view until the person approves.
    session.signMessage = (message, address) => {
      modal.router.push({ name: 'AllWallets', params: undefined })
      return new Promise((resolve) => (approve = () => resolve(ScriptedSession.prototype.signMessage.call(session, message, address))))
    }
    await modal.connect('w')
    await settle()
    const signing = (await siwxController(modal)).sign()
    await expect.poll(top).toBe('AllWallets')
    expect(modal.close()).toBe(false)
    expect(modal.stores.$open.get()).toBe(true)
    approve()
    expect(await signing).toBe(true)
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §4 signing stores a session (SPEC §3 data, message, signature) and closes the modal', async () => {
    const { modal, session, store, settle } = await setup()
    await modal.connect('w')
    await settle()
    expect(await (await siwxController(modal)).sign()).toBe(true)
    expect(modal.stores.$open.get()).toBe(false)
    const [stored] = store.sessions
    expect(Object.keys(stored!).sort()).toEqual(['data', 'message', 'signature'])
    expect(stored!.data).toMatchObject({ accountAddress: ADDRESS_A, chainId: 'eip155:31337', domain: 'shop.example', version: '1', statement: 'Sign in to Test shop with your wallet.' })
    expect(session.signed).toEqual([{ message: stored!.message, address: ADDRESS_A }])
    expect(stored!.message).toMatch(/^shop\.example wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n/)
  })

  it('SPEC §4 an account that already has a session is not asked again (another connect, a reload)', async () => {
    const { modal, store, settle } = await setup()
    await store.strategy.addSession(await (async () => {
      const { nonce, issuedAt, expirationTime } = await store.strategy.createNonce({ accountAddress: ADDRESS_A, chainId: evm.caipNetworkId })
      const data = { accountAddress: ADDRESS_A, chainId: evm.caipNetworkId, domain: 'shop.example', uri: 'https://shop.example/', version: '1' as const, nonce, statement: 'x', issuedAt: issuedAt!, expirationTime }
      return { data, message: siwxMessage(data, 'Ethereum'), signature: '0x' }
    })())
    await modal.connect('w')
    await settle()
    expect(modal.stores.$open.get()).toBe(false)
    expect((await siwxController(modal)).hasSession()).toBe(true)
  })

  it('SPEC §4 cancel disconnects when sign-in is required, and then the modal closes', async () => {
    const { modal, session, settle } = await setup()
    await modal.connect('w')
    await settle()
    await (await siwxController(modal)).cancel()
    expect(session.disconnectCalls).toBe(1)
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §4 cancel only closes when sign-in is optional; SPEC §2 closing is allowed then', async () => {
    const { modal, session, top, settle } = await setup({ config: { required: false } })
    await modal.connect('w')
    await settle()
    expect(top()).toBe(SIWX_VIEW)
    await (await siwxController(modal)).cancel()
    expect(session.disconnectCalls).toBe(0)
    expect(modal.stores.$account.get().status).toBe('connected')
    expect(modal.stores.$open.get()).toBe(false)
    // Optional: reopening the view by hand, it closes freely.
    modal.open({ view: { name: SIWX_VIEW, params: undefined } })
    expect(modal.close()).toBe(true)
  })

  it("SPEC §8 a declined signature shows 'Signature declined' and stays on the view; nothing is stored", async () => {
    const session = new ScriptedSession({ chainId: evm.caipNetworkId, addresses: [ADDRESS_A] })
    session.signMessage = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const { modal, store, top, settle } = await setup({ session })
    await modal.connect('w')
    await settle()
    expect(await (await siwxController(modal)).sign()).toBe(false)
    expect(modal.stores.$toast.get()).toMatchObject({ message: 'Signature declined', variant: 'error', open: true })
    expect(top()).toBe(SIWX_VIEW)
    expect(store.sessions).toEqual([])
  })

  it('SPEC §4 a refusal by the server is said on the view, and the person can sign again', async () => {
    const { modal, store, settle } = await setup()
    await modal.connect('w')
    await settle()
    const controller = await siwxController(modal)
    const addSession = store.strategy.addSession
    store.strategy.addSession = async () => {
      throw new Error('Invalid signature')
    }
    expect(await controller.sign()).toBe(false)
    expect(controller.$siwx.get()).toEqual({ signing: false, error: 'Invalid signature' })
    store.strategy.addSession = addSession
    expect(await controller.sign()).toBe(true)
  })

  it('SPEC §4 another account or another network is another sign-in; disconnecting revokes what was signed', async () => {
    const { modal, session, store, top, settle } = await setup()
    await modal.connect('w')
    await settle()
    await (await siwxController(modal)).sign()
    session.emit({ type: 'accounts', accounts: [{ address: ADDRESS_B, type: 'eoa' }] })
    await settle()
    expect(top()).toBe(SIWX_VIEW)
    await (await siwxController(modal)).sign()
    await modal.switchNetwork(evmB)
    await settle()
    expect(top()).toBe(SIWX_VIEW)
    await modal.disconnect()
    await settle()
    expect(store.revoked.sort()).toEqual([`eip155:31337|${ADDRESS_B}`, `eip155:31337|${ADDRESS_A}`])
  })
})

describe('SPEC §7 revoke names the session by its signature', () => {
  it("SPEC §7 revoke with a signature: disconnecting ends this page's session, not another tab's of the same account", async () => {
    const { modal, store, settle } = await setup()
    await modal.connect('w')
    await settle()
    await (await siwxController(modal)).sign()
    const mine = store.sessions[0]!
    // Another tab signs in as the same account on the same chain.
    const otherTab: SiwxSession = { ...mine, data: { ...mine.data, nonce: 'othertab0001' }, signature: '0xothertab' }
    store.sessions.push(otherTab)
    await modal.disconnect()
    await settle()
    expect(store.sessions).toEqual([otherTab])
  })

  it("SPEC §7 revoke with a signature: signing out of a session found on the server ends that one (its signature), not the account's others", async () => {
    const { modal, store, settle } = await setup()
    const found: SiwxSession = { data: { accountAddress: ADDRESS_A, chainId: evm.caipNetworkId, domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: 'found0000001', statement: 's', issuedAt: new Date().toISOString() }, message: 'm', signature: '0xfound' }
    const expired: SiwxSession = { ...found, data: { ...found.data, nonce: 'old000000001', expirationTime: new Date(Date.now() - 1000).toISOString() }, signature: '0xold' }
    store.sessions.push(expired, found)
    await modal.connect('w')
    await settle()
    await (await siwxController(modal)).signOut()
    expect(store.sessions).toEqual([expired])
  })
})

describe('SPEC §5 SIWX needs sign-in enabled, an active address and an active network', () => {
  it('SPEC §5 the rule, in order', () => {
    expect(signInProblem({ enabled: false, address: ADDRESS_A, network: 'eip155:1' })).toBe('Sign-in is not enabled')
    expect(signInProblem({ enabled: true, network: 'eip155:1' })).toBe('No active address')
    expect(signInProblem({ enabled: true, address: ADDRESS_A })).toBe('No active network')
    expect(signInProblem({ enabled: true, address: ADDRESS_A, network: 'eip155:1' })).toBeUndefined()
  })

  it('SPEC §5 sign-in switched off (features.siwx: false), or a namespace without the signIn capability: nothing opens', async () => {
    const off = await setup({ features: { siwx: false } })
    await off.modal.connect('w')
    await flush()
    await expect(siwxController(off.modal)).rejects.toThrow('sign-in is off for this modal')
    expect(off.modal.stores.$open.get()).toBe(false)
    const incapable = await setup({ signIn: false })
    await incapable.modal.connect('w')
    await incapable.settle()
    expect(incapable.modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §3 a session counts for its chain and account until its expiration time', () => {
    const data = { accountAddress: ADDRESS_A, chainId: 'eip155:1', domain: 'd', uri: 'u', version: '1' as const, nonce: 'n', statement: 's', issuedAt: '2026-01-01T00:00:00Z', expirationTime: '2026-01-02T00:00:00Z' }
    const session = { data, message: '', signature: '' }
    const lower = (a: string) => a.toLowerCase()
    expect(isLiveSession(session, 'eip155:1', ADDRESS_A.toLowerCase(), lower, Date.parse('2026-01-01T12:00:00Z'))).toBe(true)
    expect(isLiveSession(session, 'eip155:1', ADDRESS_A, lower, Date.parse('2026-01-02T00:00:00Z'))).toBe(false)
    expect(isLiveSession(session, 'eip155:10', ADDRESS_A, lower, Date.parse('2026-01-01T12:00:00Z'))).toBe(false)
  })
})

describe('SPEC §3 options: siwx and siweConfig, checked at createModal', () => {
  const make = (options: Record<string, unknown>, config?: SiwxConfig) =>
    makeModal({ plugins: [testNamespace('eip155', { capabilities: { signIn: { chainName: 'Ethereum' } } }), siwx(config)], networks: [evm], options })

  it('SPEC §5 siweConfig and siwx together are rejected; bad values name their field', () => {
    const siweConfig = { getNonce: async () => 'n', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true }
    expect(() => make({ siwx: {}, siweConfig })).toThrow('Invalid Gangway options: siweConfig, siwx: use one of them, not both')
    expect(() => make({ siwx: { required: 'yes' } })).toThrow('Invalid Gangway options: siwx.required: must be true or false')
    expect(() => make({ siwx: { strategy: { createNonce: () => 1 } } })).toThrow('siwx.strategy: must have createNonce, addSession, getSessions, revokeSession functions')
    expect(() => make({ siwx: { statement: 'two\nlines' } })).toThrow('siwx.statement: must be one line of text')
    expect(() => make({ siweConfig: { getNonce: async () => 'n' } })).toThrow('siweConfig: must have getNonce, verifyMessage, getSession, signOut functions')
    expect(() => make({ siwx: { required: false } })).not.toThrow()
  })

  it('SPEC §3 siweConfig (EIP-4361 only) runs the same flow: its nonce, its verification, its sign-out; disabled, nothing opens', async () => {
    const calls: string[] = []
    let signedIn: { address: string; chainId: number } | null = null
    const siweConfig = {
      getNonce: async () => (calls.push('getNonce'), 'hostnonce1'),
      verifyMessage: async ({ message }: { message: string }) => {
        calls.push('verifyMessage')
        signedIn = message.includes('Nonce: hostnonce1') ? { address: ADDRESS_A, chainId: 31337 } : null
        return signedIn !== null
      },
      getSession: async () => (calls.push('getSession'), signedIn),
      signOut: async () => (calls.push('signOut'), (signedIn = null), true),
    }
    const session = new ScriptedSession({ chainId: evm.caipNetworkId, addresses: [ADDRESS_A] })
    const base = testNamespace('eip155', { connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })], capabilities: { signIn: { chainName: 'Ethereum' } } })
    const { modal } = makeModal({ plugins: [base, siwx()], networks: [evm], options: { siweConfig } })
    await modal.connect('w')
    await (await siwxController(modal)).idle()
    expect(modal.stores.$stack.get().at(-1)!.name).toBe(SIWX_VIEW)
    expect(await (await siwxController(modal)).sign()).toBe(true)
    expect(session.signed[0]!.message).toContain('wants you to sign in with your Ethereum account:')
    await modal.disconnect()
    await (await siwxController(modal)).idle()
    expect(calls).toEqual(['getSession', 'getNonce', 'verifyMessage', 'signOut'])

    const off = makeModal({ plugins: [base, siwx()], networks: [evm], options: { siweConfig: { ...siweConfig, enabled: false } } }).modal
    await off.connect('w')
    await flush()
    // Sign-in is off: the controller is never made.
    await expect(siwxController(off)).rejects.toThrow('sign-in is off for this modal')
    expect(off.stores.$open.get()).toBe(false)
  })
})
