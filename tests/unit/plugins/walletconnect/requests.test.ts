// What the modal asks of a WalletConnect wallet through the real relay: the SPEC §4 chain switch
// rule, signatures that verify, and the pairing that is replaced at most once a second (SPEC §9).
import { verifyMessage, type Hex } from 'viem'
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { walletConnectState } from '../../../../plugins/walletconnect'
import type { TestWallet } from '../../support/wc-wallet'
import { connectWith, eth, op, pairingUri, sol, startTestWallet, until, wcModal, walletConnectTestbed } from './setup'

const bed = walletConnectTestbed()
const track = bed.track

async function connected(chains: string[], o?: Parameters<TestWallet['approve']>[2] & { solana?: boolean }) {
  const test = track(wcModal(bed.relay.url, { solana: o?.solana }))
  const wallet = track(await startTestWallet(bed.relay.url))
  const topic = await connectWith(test.modal, wallet, chains, o)
  return { ...test, wallet, topic }
}

describe('older wallets: a chain approved under its earlier id (deprecatedCaipNetworkId)', () => {
  const OLD_MAINNET = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
  const solana = { ...sol, deprecatedCaipNetworkId: OLD_MAINNET } as const

  it("SPEC §3 a wallet approving Solana mainnet as solana:4sGj… connects on the host's Solana network; its requests go out under the id it approved, and signatures verify", async () => {
    const test = track(wcModal(bed.relay.url, { solana: true, options: { networks: [eth, solana] } }))
    const wallet = track(await startTestWallet(bed.relay.url))
    await connectWith(test.modal, wallet, ['eip155:1', OLD_MAINNET])
    await until(() => test.modal.stores.$accounts.get().solana?.status === 'connected', 'the solana namespace to connect')
    await test.modal.switchNetwork(solana)
    expect(test.modal.stores.$activeNetwork.get()?.caipNetworkId).toBe(sol.caipNetworkId)
    expect(test.modal.stores.$account.get().caipAddress).toBe(`${sol.caipNetworkId}:${wallet.solanaAddress}`)
    expect(wallet.requests).toEqual([])
    const signature = await test.modal.signMessage('Hello, older wallet', { namespace: 'solana' })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('Hello, older wallet'), base58.decode(signature), wallet.solanaPublicKey)).toBe(true)
    expect(wallet.requestChains).toEqual([OLD_MAINNET])
  })
})

describe('SPEC §4 chain switch over WalletConnect', () => {
  it('SPEC §4 an approved chain becomes the default at once, without asking the wallet', async () => {
    const { modal, wallet } = await connected(['eip155:1', 'eip155:10'])
    await modal.switchNetwork(op)
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    expect(modal.stores.$account.get().caipAddress).toBe(`eip155:10:${wallet.evmAddress}`)
    expect(modal.session()?.chainId).toBe('eip155:10')
    expect(wallet.requests).toEqual([])
  })

  it('SPEC §4 a chain the wallet did not approve is asked of the wallet (wallet_switchEthereumChain), and the modal follows', async () => {
    const { modal, wallet } = await connected(['eip155:1'])
    await modal.switchNetwork(op)
    expect(wallet.requests).toEqual(['wallet_switchEthereumChain'])
    expect(modal.stores.$activeNetwork.get()).toBe(op)
    await until(() => modal.session()?.chainId === 'eip155:10', 'the session to follow')
  })

  it("SPEC §4 a chain neither approved nor switchable fails with 'Chain is not supported' and the network stays", async () => {
    const { modal, wallet } = await connected(['eip155:1'], { methods: { eip155: ['personal_sign'] } })
    await expect(modal.switchNetwork(op)).rejects.toThrow('Chain is not supported')
    expect(modal.stores.$activeNetwork.get()).toBe(eth)
    expect(wallet.requests).toEqual([])
  })
})

describe('the session\'s approved methods', () => {
  it('EIP-5792 a namespace session lists the methods the wallet approved for it (what the modal may ask of it)', async () => {
    const { modal } = await connected(['eip155:1'], { methods: { eip155: ['personal_sign', 'eth_sendTransaction'] } })
    expect(modal.session()?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
  })
})

describe('signing through the relay', () => {
  it('SPEC §7 sign message: personal_sign reaches the wallet and the signature verifies against the account', async () => {
    const { modal, wallet } = await connected(['eip155:1'])
    const signature = await modal.signMessage('Hello over the relay')
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'Hello over the relay', signature: signature as Hex })).toBe(true)
    expect(wallet.requests).toEqual(['personal_sign'])
  })

  it('SPEC §7 sign message on solana: solana_signMessage returns a base58 signature that verifies', async () => {
    const { modal, wallet } = await connected(['eip155:1', sol.caipNetworkId], { solana: true })
    const signature = await modal.signMessage('Hello Solana', { namespace: 'solana' })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('Hello Solana'), base58.decode(signature), wallet.solanaPublicKey)).toBe(true)
  })

  it('SPEC §4 a namespace the wallet left out stays disconnected while the approved one connects', async () => {
    const { modal, wallet } = await connected(['eip155:1'], { solana: true })
    expect(modal.stores.$accounts.get().eip155).toMatchObject({ status: 'connected', address: wallet.evmAddress })
    expect(modal.stores.$accounts.get().solana?.status ?? 'disconnected').toBe('disconnected')
  })
})

describe('SPEC §9 the pairing behind the QR code', () => {
  it('SPEC §9 a pairing is replaced with a fresh URI at most once a second, and the fresh one connects', async () => {
    const { modal } = track(wcModal(bed.relay.url))
    const wallet = track(await startTestWallet(bed.relay.url))
    const state = walletConnectState(modal)!
    const { uri: first, connected: done } = await pairingUri(modal)
    const expiry = state.$pairingExpiry.get()!
    expect(expiry - Date.now()).toBeGreaterThan(4 * 60_000 - 1000)
    const client = await state.client()
    expect(client.refresh()).toBe(false) // under a second since the last attempt
    await new Promise((r) => setTimeout(r, 1000))
    expect(client.refresh()).toBe(true)
    await until(() => state.$uri.get() !== undefined && state.$uri.get() !== first, 'a fresh URI')
    const fresh = state.$uri.get()!
    await wallet.approve(await wallet.pair(fresh), ['eip155:1'])
    await done
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: wallet.evmAddress })
  })
})
