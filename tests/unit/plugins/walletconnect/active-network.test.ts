// Which network is active around a WalletConnect session that serves several namespaces, with the
// real clients through the local relay: ending the session leaves the person where they were, and a
// wallet that leaves out the active namespace still connects on one it approved.
import { describe, expect, it } from 'vitest'
import { eth, sol, startTestWallet, wcModal, walletConnectTestbed, connectWith, pairingUri } from './setup'

const bed = walletConnectTestbed()
const track = bed.track
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** Resolves when the wallet hears that the session `topic` was deleted. */
const deletedOnWallet = (wallet: Awaited<ReturnType<typeof startTestWallet>>, topic?: string) =>
  new Promise<string>((resolve) => wallet.client.on('session_delete', (e) => (topic === undefined || e.topic === topic) && resolve(e.topic)))

describe('WalletConnect and the active network', () => {
  it('SPEC §4 a WalletConnect disconnect from the modal resets every account the session served and keeps the active network', async () => {
    const { modal } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    await connectWith(modal, wallet, ['eip155:1', 'eip155:10', SOLANA])
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    const networks: string[] = []
    modal.stores.$activeNetwork.listen((n) => networks.push(n?.caipNetworkId ?? 'none'))

    await modal.disconnect({ namespace: 'eip155' })
    for (const namespace of ['eip155', 'solana']) expect(modal.stores.$accounts.get()[namespace]?.status).toBe('disconnected')
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    expect(networks).toEqual([]) // not even on the way
  })

  it('SPEC §4 a WalletConnect disconnect from the wallet resets every account the session served and keeps the active network', async () => {
    const { modal } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    const topic = await connectWith(modal, wallet, ['eip155:1', SOLANA])
    const disconnects: string[] = []
    const bothReset = new Promise<void>((resolve) =>
      modal.events.on('disconnect', (e) => {
        disconnects.push(e.namespace)
        if (disconnects.length === 2) resolve()
      }),
    )
    await wallet.disconnect(topic)
    await bothReset
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
  })

  it('SPEC §2 §4 a wallet that does not approve the active namespace still connects, on the first requested network it approved', async () => {
    const { modal } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    await modal.switchNetwork(sol)
    expect(modal.stores.$activeNamespace.get()).toBe('solana')

    const { uri, connected } = await pairingUri(modal)
    const proposal = await wallet.pair(uri)
    expect(Object.keys(proposal.params.optionalNamespaces)).toEqual(['eip155', 'solana'])
    const topic = await wallet.approve(proposal, ['eip155:1', 'eip155:10'])

    await expect(connected).resolves.toBe(wallet.evmAddress)
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: wallet.evmAddress, caipAddress: `eip155:1:${wallet.evmAddress}` })
    expect(modal.stores.$accounts.get().solana?.status ?? 'disconnected').toBe('disconnected')
    // One session, the same on both sides: the wallet's is the modal's.
    expect(wallet.client.session.keys).toEqual([topic])
    expect(modal.session('eip155')?.accounts.map((a) => a.address)).toEqual([wallet.evmAddress])
  })

  it("SPEC §4 §8 a session that serves none of the modal's namespaces fails with 'Failed to connect' and is ended on the wallet side too", async () => {
    const { modal } = track(wcModal(bed.relay.url, { solana: true }))
    const wallet = track(await startTestWallet(bed.relay.url))
    await modal.switchNetwork(sol)
    const { uri, connected } = await pairingUri(modal)
    const proposal = await wallet.pair(uri)
    const deleted = deletedOnWallet(wallet)
    // The wallet approves with no account at all in the namespaces asked for.
    const topic = await wallet.approve(proposal, ['cosmos:gangway-test-1'])

    await expect(connected).rejects.toThrow('Failed to connect')
    expect(await deleted).toBe(topic)
    expect(wallet.client.session.keys).not.toContain(topic)
    for (const namespace of ['eip155', 'solana']) expect(modal.stores.$accounts.get()[namespace]?.status ?? 'disconnected').toBe('disconnected')
    expect(modal.stores.$activeNamespace.get()).toBe('solana')
  })
})
