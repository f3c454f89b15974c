// The WalletConnect session's life (SPEC §4) with the real 2.25 clients through the local relay:
// connect, the proposal, restore on reload, wallet events, and a wallet-side disconnect.
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { walletConnectState } from '../../../../plugins/walletconnect'
import { ANVIL_KEY_1 } from '../../support/wc-wallet'
import { connectWith, EIP155_WALLETCONNECT, MemoryStorage, pairingUri, SOLANA_WALLETCONNECT, startTestWallet, until, WalletConnectStorage, wcModal, walletConnectTestbed } from './setup'

const bed = walletConnectTestbed()
const track = bed.track

describe('WalletConnect session lifecycle (SPEC §4)', () => {
  it("SPEC §3 the proposal asks for every installed namespace's WalletConnect methods and events on the host's networks, with their RPC URLs in rpcMap", async () => {
    const { modal } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    const { uri } = await pairingUri(modal)
    const proposal = await wallet.pair(uri)
    const asked = proposal.params.optionalNamespaces
    expect(asked.eip155).toMatchObject({ chains: ['eip155:1', 'eip155:10'], methods: [...EIP155_WALLETCONNECT.methods], events: [...EIP155_WALLETCONNECT.events] })
    expect(asked.solana).toMatchObject({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [...SOLANA_WALLETCONNECT.methods] })
    expect(Object.keys(proposal.params.requiredNamespaces)).toEqual([])
    // rpcMap stays in the dapp (the provider's reads go there); the wallet never sees it.
    expect(JSON.stringify(proposal.params)).not.toContain('rpcMap')
  })

  it('SPEC §4 connecting resolves with the account of every namespace the wallet approved; each sits in its namespace under the walletConnect connector', async () => {
    const { modal, storage } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    await connectWith(modal, wallet, ['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    const accounts = modal.stores.$accounts.get()
    expect(accounts.eip155).toMatchObject({ status: 'connected', address: wallet.evmAddress, connectorId: 'walletConnect', walletInfo: { name: 'Test Phone Wallet' } })
    expect(accounts.solana).toMatchObject({ status: 'connected', address: wallet.solanaAddress, connectorId: 'walletConnect' })
    expect(storage.read('connected_connector_ids')).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    expect(walletConnectState(modal)!.$uri.get()).toBeUndefined()
  })

  it("SPEC §4 a wallet that turns the proposal down gives 'Connection rejected' and leaves the modal disconnected", async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    const { uri, connected } = await pairingUri(modal)
    await wallet.reject(await wallet.pair(uri))
    await expect(connected).rejects.toThrow('Connection rejected')
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it("SPEC §4 closing the modal while the QR code waits rejects with 'Modal closed' but keeps the pairing: a wallet that approves it later connects the page", async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    modal.open()
    const { uri, connected } = await pairingUri(modal)
    modal.close()
    await expect(connected).rejects.toThrow('Modal closed')
    expect(modal.stores.$account.get().status).toBe('disconnected')

    const connects: string[] = []
    modal.events.on('connect', (e) => connects.push(e.address))
    const topic = await wallet.approve(await wallet.pair(uri), ['eip155:1'])
    await until(() => modal.stores.$account.get().status === 'connected', 'the later approval to connect the page', 3000)
    expect(modal.stores.$account.get()).toMatchObject({ address: wallet.evmAddress, connectorId: 'walletConnect', walletInfo: { name: 'Test Phone Wallet' } })
    expect(connects).toEqual([wallet.evmAddress])
    expect(modal.stores.$open.get()).toBe(false)
    expect(walletConnectState(modal)!.$uri.get()).toBeUndefined()
    // The session is the wallet's too, and live: a signature goes through it.
    expect(wallet.client.session.keys).toContain(topic)
    const signature = (await modal.signMessage('after the modal closed')) as Hex
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'after the modal closed', signature })).toBe(true)
  })

  it('SPEC §4 the QR code opened again after a close shows the pairing that is still good, and its approval connects once', async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    modal.open()
    const first = await pairingUri(modal)
    modal.close()
    await expect(first.connected).rejects.toThrow('Modal closed')

    const connects: string[] = []
    modal.events.on('connect', (e) => connects.push(e.address))
    modal.open()
    const again = await pairingUri(modal)
    expect(again.uri).toBe(first.uri)
    await wallet.approve(await wallet.pair(again.uri), ['eip155:1'])
    await expect(again.connected).resolves.toBe(wallet.evmAddress)
    expect(connects).toEqual([wallet.evmAddress])
  })

  it('SPEC §4 and §9 a pairing that expired while the modal was closed is replaced when the QR code shows again; the replaced proposal approved later neither connects twice nor breaks the new session', async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const late = track(await startTestWallet(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url, { key: ANVIL_KEY_1 }))
    const state = walletConnectState(modal)!
    modal.open()
    const first = await pairingUri(modal)
    const stale = await late.pair(first.uri)
    modal.close()
    await expect(first.connected).rejects.toThrow('Modal closed')
    // Four minutes on, as far as the shown pairing's expiry knows.
    state.$pairingExpiry.set(Date.now())

    const connects: string[] = []
    modal.events.on('connect', (e) => connects.push(e.address))
    modal.open()
    const fresh = new Promise<string>((resolve) => {
      const stop = state.$uri.listen((value) => value && value !== first.uri && (stop(), resolve(value)))
    })
    const again = await pairingUri(modal)
    const uri = await fresh
    await wallet.approve(await wallet.pair(uri), ['eip155:1'])
    await expect(again.connected).resolves.toBe(wallet.evmAddress)

    await late.approve(stale, ['eip155:1'])
    // A request after that approval reached the relay goes to the new session's wallet, which signs.
    const signature = (await modal.signMessage('still the new session')) as Hex
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'still the new session', signature })).toBe(true)
    expect(connects).toEqual([wallet.evmAddress])
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: wallet.evmAddress })
  })

  it('SPEC §4 accountsChanged and chainChanged from the wallet resync the account and the active network', async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    const topic = await connectWith(modal, wallet, ['eip155:1', 'eip155:10'])
    await wallet.switchChain(topic, 'eip155:10')
    await until(() => modal.stores.$activeNetwork.get()?.caipNetworkId === 'eip155:10', 'the chain change')
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${wallet.evmAddress}`)
    const other = (await startTestWallet(bed.relay.url, { key: ANVIL_KEY_1 })).evmAddress
    await wallet.changeAccounts(topic, 'eip155:10', [other])
    await until(() => modal.stores.$account.get().address === other, 'the account change')
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${other}`)
  })

  it('SPEC §4 a WalletConnect disconnect from the wallet resets every account the session served and forgets the stored ids', async () => {
    const { modal, storage } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    const topic = await connectWith(modal, wallet, ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    const disconnects: string[] = []
    modal.events.on('disconnect', (e) => disconnects.push(e.namespace))
    await wallet.disconnect(topic)
    await until(() => disconnects.length === 2, 'both namespaces to reset')
    for (const namespace of ['eip155', 'solana']) {
      expect(modal.stores.$accounts.get()[namespace]?.status).toBe('disconnected')
      expect(modal.stores.$accounts.get()[namespace]?.address).toBeUndefined()
    }
    expect(storage.read('connected_connector_ids')).toEqual({})
    expect(storage.read('connection_status')).toBe('disconnected')
  })

  it('SPEC §4 disconnecting from the modal ends the session on the wallet side too', async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    const topic = await connectWith(modal, wallet, ['eip155:1'])
    const deleted = new Promise((resolve) => wallet.client.on('session_delete', resolve))
    await modal.disconnect()
    expect(modal.stores.$account.get().status).toBe('disconnected')
    await deleted
    expect(wallet.client.session.keys).not.toContain(topic)
  })

  it('SPEC §4 startup restores a live WalletConnect session from storage, on the chain it was on, without a new pairing', async () => {
    const first = wcModal(bed.relay.url)
    const wallet = track(await startTestWallet(bed.relay.url))
    const topic = await connectWith(first.modal, wallet, ['eip155:1', 'eip155:10'])
    await wallet.switchChain(topic, 'eip155:10')
    await until(() => first.modal.stores.$activeNetwork.get()?.caipNetworkId === 'eip155:10', 'the chain change')
    await first.close()

    const reloaded = track(wcModal(bed.relay.url, { storage: first.storage, wcStorage: first.wcStorage }))
    await reloaded.modal.ready
    expect(reloaded.modal.stores.$account.get()).toMatchObject({ status: 'connected', address: wallet.evmAddress, caipAddress: `eip155:10:${wallet.evmAddress}` })
    expect(walletConnectState(reloaded.modal)!.$uri.get()).toBeUndefined()
    // The restored session is live: the wallet's events still arrive.
    await wallet.switchChain(topic, 'eip155:1')
    await until(() => reloaded.modal.stores.$activeNetwork.get()?.caipNetworkId === 'eip155:1', 'the chain change after reload')
  })

  it('SPEC §4 a session that expired while the page was away is not restored', async () => {
    const first = wcModal(bed.relay.url)
    const wallet = track(await startTestWallet(bed.relay.url))
    await connectWith(first.modal, wallet, ['eip155:1'])
    await first.close()
    // A week later, as far as the stored session knows.
    const key = (await first.wcStorage.getKeys()).find((k) => k.endsWith('//session'))!
    const sessions = (await first.wcStorage.getItem<Array<{ expiry: number }>>(key))!
    await first.wcStorage.setItem(key, sessions.map((session) => ({ ...session, expiry: Math.floor(Date.now() / 1000) - 60 })))

    const reloaded = track(wcModal(bed.relay.url, { storage: first.storage, wcStorage: first.wcStorage }))
    await reloaded.modal.ready
    expect(reloaded.modal.stores.$account.get().status).toBe('disconnected')
    expect(reloaded.storage.read('connected_connector_ids')).toEqual({})
  })

  it('SPEC §4 a stored WalletConnect connection whose session is gone restores to disconnected', async () => {
    const storage = new MemoryStorage().seed({ connected_connector_ids: { eip155: 'walletConnect' }, connection_status: 'connected' })
    const { modal } = track(wcModal(bed.relay.url, { storage, wcStorage: new WalletConnectStorage() }))
    await modal.ready
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(storage.read('connected_connector_ids')).toEqual({})
  })

  it('SPEC §9 the catalogue wallet picked for WalletConnect becomes a recent wallet (capped at 2) and names the connection', async () => {
    const storage = new MemoryStorage().seed({ recent_wallets: ['a'.repeat(64), 'b'.repeat(64)] })
    const { modal } = track(wcModal(bed.relay.url, { storage }))
    const wallet = track(await startTestWallet(bed.relay.url))
    walletConnectState(modal)!.$wallet.set({ id: 'c'.repeat(64), name: 'Catalogue Wallet' })
    await connectWith(modal, wallet, ['eip155:1'])
    expect(storage.read('recent_wallets')).toEqual(['c'.repeat(64), 'a'.repeat(64)])
    expect(modal.stores.$account.get().walletInfo).toEqual({ name: 'Catalogue Wallet', icon: undefined })
  })

  it('SPEC §9 the plain QR code, scanned by a wallet the modal cannot name, leaves the recent wallets as they were', async () => {
    const storage = new MemoryStorage().seed({ recent_wallets: ['a'.repeat(64)] })
    const { modal } = track(wcModal(bed.relay.url, { storage }))
    const wallet = track(await startTestWallet(bed.relay.url))
    await connectWith(modal, wallet, ['eip155:1'])
    expect(storage.read('recent_wallets')).toEqual(['a'.repeat(64)])
  })
})
