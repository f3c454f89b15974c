import { describe, expect, it } from 'vitest'
import type { ModalOptionsInput } from '../../../../kernel/modal'
import type { Plugin } from '../../../../kernel/plugin'
import { testFeature } from '../../support/feature'
import { MemoryStorage } from '../../support/env'
import { eth, makeModal, op } from '../../support/modal'
import { ADDRESS_A, ADDRESS_B, flush, scriptedConnector, ScriptedSession, testNamespace } from '../../support/namespace'

async function connected(o: { chainId?: `${string}:${string}`; options?: Partial<ModalOptionsInput>; balance?: bigint; features?: Plugin[] } = {}) {
  const session = new ScriptedSession({ addresses: [ADDRESS_A], chainId: o.chainId ?? 'eip155:1' })
  const plugin = testNamespace('eip155', {
    balance: o.balance ?? 0n,
    connectors: [scriptedConnector({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', connect: async () => session })],
  })
  const { modal, storage } = makeModal({ plugins: [plugin, ...(o.features ?? [])], options: o.options })
  await modal.ready
  await modal.connect('io.metamask')
  await flush()
  return { modal, storage, session, plugin }
}

describe('wallet events resync the account (SPEC §4)', () => {
  it('SPEC §4 an account-change event resyncs the address, the CAIP address and the balance', async () => {
    const { modal, session, plugin } = await connected({ balance: 2n * 10n ** 18n })
    expect(modal.stores.$account.get().balance).toBe('2')
    const changes: unknown[] = []
    modal.events.on('accountChanged', (e) => changes.push(e))
    plugin.balance = 5n * 10n ** 17n
    session.emit({ type: 'accounts', accounts: [{ address: ADDRESS_B, type: 'eoa' }] })
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_B, caipAddress: `eip155:1:${ADDRESS_B}` })
    expect(changes).toEqual([{ namespace: 'eip155', address: ADDRESS_B }])
    await flush()
    expect(plugin.balanceCalls.at(-1)).toEqual({ network: 'eip155:1', address: ADDRESS_B })
    expect(modal.stores.$account.get().balance).toBe('0.5')
  })

  it('SPEC §4 a switch-network event from the wallet moves the active network and the CAIP address', async () => {
    const { modal, session, storage } = await connected()
    const changes: unknown[] = []
    modal.events.on('networkChanged', (e) => changes.push(e))
    session.emit({ type: 'chain', chainId: 'eip155:10' })
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${ADDRESS_A}`)
    expect(changes).toEqual([{ caipNetworkId: 'eip155:10' }])
    expect(storage.read('active_caip_network_id')).toBe('eip155:10')
  })

  it('SPEC §4 a disconnect event from the wallet resets the account and forgets the stored connector id', async () => {
    const { modal, session, storage } = await connected({ balance: 10n ** 18n })
    const disconnects: unknown[] = []
    modal.events.on('disconnect', (e) => disconnects.push(e))
    session.emit({ type: 'disconnect' })
    const account = modal.stores.$account.get()
    expect(account.status).toBe('disconnected')
    expect(account.address).toBeUndefined()
    expect(account.balance).toBeUndefined()
    expect(account.connectorId).toBeUndefined()
    expect(disconnects).toEqual([{ namespace: 'eip155' }])
    expect(storage.read('connected_connector_ids')).toEqual({})
    expect(storage.read('connection_status')).toBe('disconnected')
    expect(session.listenerCount).toBe(0)
  })

  it("a wallet renamed (the embedded wallet's new e-mail): Account's wallet name follows, the connection stays", async () => {
    const { modal, session } = await connected()
    expect(modal.stores.$account.get().walletInfo?.name).toBe('MetaMask')
    session.emit({ type: 'wallet', walletInfo: { name: 'ada@example.com' } })
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS_A, walletInfo: { name: 'ada@example.com' } })
  })

  it('SPEC §4 a wallet reporting no accounts any more counts as a disconnect', async () => {
    const { modal, session } = await connected()
    session.emit({ type: 'accounts', accounts: [] })
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it('SPEC §4 a disconnect while the Account view is shown returns the modal to Connect', async () => {
    const { modal, session } = await connected()
    modal.open()
    expect(modal.router.current().name).toBe('Account')
    session.emit({ type: 'disconnect' })
    expect(modal.router.current().name).toBe('Connect')
  })
})

describe('unsupported networks (SPEC §4)', () => {
  it('SPEC §4 a chain the host does not list is flagged unsupported and opens UnsupportedChain when switching is enabled and unsupported chains are not allowed', async () => {
    const { modal } = await connected({ chainId: 'eip155:999' })
    expect(modal.stores.$unsupportedChainId.get()).toBe('eip155:999')
    expect(modal.stores.$open.get()).toBe(true)
    expect(modal.router.current().name).toBe('UnsupportedChain')
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', caipAddress: `eip155:999:${ADDRESS_A}` })
  })

  it('SPEC §4 with allowUnsupportedChain the chain is flagged but UnsupportedChain does not open', async () => {
    const { modal } = await connected({ chainId: 'eip155:999', options: { allowUnsupportedChain: true } })
    expect(modal.stores.$unsupportedChainId.get()).toBe('eip155:999')
    expect(modal.stores.$open.get()).toBe(false)
    expect(modal.router.current().name).not.toBe('UnsupportedChain')
  })

  it('SPEC §4 with network switching disabled UnsupportedChain does not open', async () => {
    const { modal } = await connected({ chainId: 'eip155:999', options: { enableNetworkSwitch: false } })
    expect(modal.stores.$unsupportedChainId.get()).toBe('eip155:999')
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §4 in basic (manual WalletConnect control) mode UnsupportedChain does not open', async () => {
    // Manual control needs a plugin serving the basic connect view (WalletConnect does).
    const basic = testFeature({ id: 'basic', views: ['BasicConnect'], roles: { manualConnect: 'BasicConnect' } })
    const { modal } = await connected({ chainId: 'eip155:999', options: { manualWCControl: true }, features: [basic] })
    expect(modal.stores.$unsupportedChainId.get()).toBe('eip155:999')
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §4 the wallet moving to an unlisted chain after connecting opens UnsupportedChain; moving back clears the flag and closes it', async () => {
    const { modal, session } = await connected()
    session.emit({ type: 'chain', chainId: 'eip155:999' })
    expect(modal.stores.$unsupportedChainId.get()).toBe('eip155:999')
    expect(modal.router.current().name).toBe('UnsupportedChain')
    session.emit({ type: 'chain', chainId: 'eip155:10' })
    expect(modal.stores.$unsupportedChainId.get()).toBeUndefined()
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$open.get()).toBe(false)
  })

  it('SPEC §4 the balance is not read from an unsupported network', async () => {
    const { modal, plugin } = await connected({ chainId: 'eip155:999', balance: 10n ** 18n })
    expect(plugin.balanceCalls).toEqual([])
    expect(modal.stores.$account.get().balance).toBeUndefined()
  })

  it('SPEC §4 after an account change on an unsupported chain, picking a listed network still asks the wallet to switch', async () => {
    const { modal, session } = await connected({ chainId: 'eip155:999' })
    session.emit({ type: 'accounts', accounts: [{ address: ADDRESS_B, type: 'eoa' }] })
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:999:${ADDRESS_B}`)
    await modal.switchNetwork(eth)
    expect(session.switchedTo).toEqual(['eip155:1'])
    expect(modal.stores.$unsupportedChainId.get()).toBeUndefined()
  })
})

describe('SPEC §3, §6 preferred account type (defaultAccountTypes)', () => {
  const SMART = '0x1111111111111111111111111111111111111111'
  const OWNER = '0x2222222222222222222222222222222222222222'
  // A wallet offering its owner key and a smart account, as an embedded wallet does.
  const twoAccounts = () =>
    Object.assign(new ScriptedSession({ chainId: 'eip155:1' }), {
      accounts: [
        { address: OWNER, type: 'eoa' as const },
        { address: SMART, type: 'smartAccount' as const },
      ],
    })
  async function connectWith(o: { defaultAccountType?: 'eoa' | 'smartAccount'; options?: Partial<ModalOptionsInput>; stored?: Record<string, string> }) {
    const session = twoAccounts()
    const plugin = testNamespace('eip155', { defaultAccountType: o.defaultAccountType, connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
    const storage = o.stored ? new MemoryStorage().seed({ preferred_account_types: o.stored }) : undefined
    const { modal } = makeModal({ plugins: [plugin], options: o.options, storage })
    await modal.connect('w')
    return modal.stores.$account.get()
  }

  it("SPEC §6 the namespace's default type leads: eip155 defaults to smartAccount, so the smart account is the active address", async () => {
    const account = await connectWith({ defaultAccountType: 'smartAccount' })
    expect(account).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it("SPEC §3 the host's defaultAccountTypes override the namespace's default", async () => {
    const account = await connectWith({ defaultAccountType: 'smartAccount', options: { defaultAccountTypes: { eip155: 'eoa' } } })
    expect(account).toMatchObject({ address: OWNER, preferredAccountType: 'eoa' })
  })

  it("SPEC §3 the person's stored preference per namespace wins over both", async () => {
    const account = await connectWith({ defaultAccountType: 'eoa', options: { defaultAccountTypes: { eip155: 'eoa' } }, stored: { eip155: 'smartAccount' } })
    expect(account).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it('SPEC §4 after an account switch in the wallet, its preferred type leads and is stored for the namespace (SPEC §3 stored items)', async () => {
    const session = twoAccounts()
    const plugin = testNamespace('eip155', { defaultAccountType: 'smartAccount', connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
    const { modal, storage } = makeModal({ plugins: [plugin] })
    await modal.connect('w')
    expect(modal.stores.$account.get().address).toBe(SMART)
    session.emit({ type: 'accounts', accounts: session.accounts, preferredAccountType: 'eoa' })
    expect(modal.stores.$account.get()).toMatchObject({ address: OWNER, preferredAccountType: 'eoa' })
    expect(storage.read('preferred_account_types')).toEqual({ eip155: 'eoa' })
    // an account change without a type keeps the choice
    session.emit({ type: 'accounts', accounts: [...session.accounts].reverse() })
    expect(modal.stores.$account.get().address).toBe(OWNER)
  })

  it('SPEC §4 with no account of the preferred type, the first account is used', async () => {
    const session = new ScriptedSession({ chainId: 'eip155:1', addresses: [OWNER] })
    const plugin = testNamespace('eip155', { defaultAccountType: 'smartAccount', connectors: [scriptedConnector({ id: 'w', chain: 'eip155', connect: async () => session })] })
    const { modal } = makeModal({ plugins: [plugin] })
    await modal.connect('w')
    expect(modal.stores.$account.get().address).toBe(OWNER)
  })
})
