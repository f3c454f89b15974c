// Which network is active around a WalletConnect session that serves several namespaces, with the
// real clients through the local relay: ending the session leaves the person where they were, and a
// wallet that leaves out the active namespace still connects on one it approved.
import { describe, expect, it } from 'vitest'
import { connectWith, eth, startTestWallet, wcModal, walletConnectTestbed } from './setup'

const bed = walletConnectTestbed()
const track = bed.track
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

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
})
