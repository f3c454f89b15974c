// The solana plugin with the demo's dev Solana wallet (Wallet Standard, real ed25519 keys) and
// the local Solana runtime (litesvm behind JSON-RPC on 127.0.0.1).
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { errorCode } from '../../../../kernel/errors'
import { solana, solanaDevnet, solanaMainnet, solanaTestnet } from '../../../../plugins/solana'
import { decodeBase58, encodeBase58 } from '../../../../plugins/solana/base58'
import { DEV_SOLANA_WALLET_NAME } from '../../../../demo/dev-wallet/solana'
import { devSolanaKey } from '../../../../services/dev/keys'
import { registerStandardWallet } from '../../../../demo/dev-wallet/register'
import { flush } from '../../support/namespace'
import { reloadPage, solanaModal, solanaPage, solanaRuntimeForFile, type SolanaPage } from '../../support/solana'

const file = solanaRuntimeForFile()
const runtime = () => file.runtime()

const ALICE = devSolanaKey(0).address
const BOB = devSolanaKey(1).address
const page = () => file.page()
const open = (p: SolanaPage) => {
  return file.keep(solanaModal(p))
}
async function connected(p = page()) {
  const modal = open(p)
  await modal.ready
  const address = await modal.connect(DEV_SOLANA_WALLET_NAME, 'solana')
  return { modal, page: p, address }
}

describe('solana(): networks and plugin shape (SPEC §3, §6, §7)', () => {
  it('SPEC §3 built-in Solana mainnet, devnet and testnet carry their CAIP-2 ids and SOL with 9 decimals', () => {
    expect([solanaMainnet, solanaDevnet, solanaTestnet].map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(solanaMainnet.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(page().network.caipNetworkId).toBe(`solana:${runtime().genesisHash.slice(0, 32)}`)
  })

  it('SPEC §6 the default account type on solana is eoa, and connected accounts are eoa', async () => {
    expect(solana().defaultAccountType).toBe('eoa')
    const { modal } = await connected()
    expect(modal.stores.$account.get().accounts).toEqual([{ address: ALICE, type: 'eoa', publicKey: ALICE }])
  })

  it('SPEC §7 a WalletConnect session asks for the four Solana signing methods', () => {
    expect(solana().capabilities.walletConnect?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']))
  })
})

describe('Wallet Standard discovery', () => {
  it('a wallet registered before the modal and one registered after both become solana connectors', async () => {
    const p = page()
    const modal = open(p)
    const late = solanaPage({ rpcUrl: runtime().url, genesisHash: runtime().genesisHash }).wallet.wallet
    registerStandardWallet({ ...late, name: 'Late Wallet' }, p.window)
    const connectors = modal.stores.$connectors.get()
    expect(connectors.map((c) => [c.name, c.chain, c.type])).toEqual([
      [DEV_SOLANA_WALLET_NAME, 'solana', 'ANNOUNCED'],
      ['Late Wallet', 'solana', 'ANNOUNCED'],
    ])
    expect(connectors[0]!.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('a wallet without solana chains is not offered, and an unregistered wallet disappears', () => {
    const p = page()
    const modal = open(p)
    registerStandardWallet({ ...p.wallet.wallet, name: 'Bitcoin Only', chains: ['bip122:000000000019d6689c085ae165831e93'] }, p.window)
    let unregister = () => {}
    p.window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register: (w: unknown) => () => void }) => (unregister = register({ ...p.wallet.wallet, name: 'Leaving' })) }))
    expect(modal.stores.$connectors.get().map((c) => c.name)).toEqual([DEV_SOLANA_WALLET_NAME, 'Leaving'])
    unregister()
    expect(modal.stores.$connectors.get().map((c) => c.name)).toEqual([DEV_SOLANA_WALLET_NAME])
  })
})

describe('a Solana wallet session (SPEC §4)', () => {
  it('SPEC §4 connecting resolves with the base58 address and reads the SOL balance from the runtime', async () => {
    const { modal, address } = await connected()
    expect(address).toBe(ALICE)
    await expect.poll(() => modal.stores.$account.get().balance).toBeDefined()
    const lamports = await new Connection(runtime().url).getBalance(new PublicKey(ALICE))
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', balance: String(lamports / LAMPORTS_PER_SOL), balanceSymbol: 'SOL' })
    expect(modal.stores.$account.get().caipAddress).toBe(`${page().network.caipNetworkId}:${ALICE}`)
  })

  it("SPEC §4 a rejected connection gives 'Connection rejected' and stays disconnected", async () => {
    const p = page()
    const modal = open(p)
    p.wallet.reject()
    await expect(modal.connect(DEV_SOLANA_WALLET_NAME, 'solana')).rejects.toThrow(/^Connection rejected$/)
    expect(modal.stores.$account.get().status).toBe('disconnected')
  })

  it('signing a message gives a base58 ed25519 signature that verifies against the address', async () => {
    const { modal } = await connected()
    const signature = await modal.signMessage('Hello from Gangway')
    expect(nacl.sign.detached.verify(new TextEncoder().encode('Hello from Gangway'), decodeBase58(signature), decodeBase58(ALICE))).toBe(true)
  })

  it('SPEC §4 an account change in the wallet resyncs the account; a wallet-side disconnect resets it', async () => {
    const { modal, page: p } = await connected()
    const changes: string[] = []
    modal.events.on('accountChanged', (e) => changes.push(e.address))
    p.wallet.setAccount(1)
    expect(modal.stores.$account.get().address).toBe(BOB)
    expect(changes).toEqual([BOB])
    p.wallet.disconnect()
    expect(modal.stores.$account.get().status).toBe('disconnected')
    expect(modal.stores.$account.get().address).toBeUndefined()
  })

  it('disconnecting from the modal tells the wallet, which then grants nothing silently', async () => {
    const { modal, page: p } = await connected()
    await modal.disconnect()
    expect(p.wallet.getState().connected).toBe(false)
    expect(await p.wallet.wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
  })

  it('SPEC §4 connecting the connected wallet again (Switch wallet, Add wallet) keeps the site granted: still connected after a reload', async () => {
    const { modal, page: p } = await connected()
    await expect(modal.connect(DEV_SOLANA_WALLET_NAME, 'solana')).resolves.toBe(ALICE)
    expect(p.wallet.getState().connected).toBe(true)
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: ALICE })
    const restored = open(reloadPage(p, { rpcUrl: runtime().url }))
    await restored.ready
    expect(restored.stores.$account.get()).toMatchObject({ status: 'connected', address: ALICE })
  })

  it('SPEC §4 Startup: after a reload the connection is restored silently; a wallet that forgot the site gives disconnected', async () => {
    const { page: first } = await connected()
    const again = reloadPage(first, { rpcUrl: runtime().url })
    const restored = open(again)
    await restored.ready
    expect(restored.stores.$account.get()).toMatchObject({ status: 'connected', address: ALICE })
    again.wallet.disconnect()
    const forgotten = open(reloadPage(again, { rpcUrl: runtime().url }))
    await forgotten.ready
    expect(forgotten.stores.$account.get().status).toBe('disconnected')
  })

  it("switching to a cluster the wallet's account does not serve fails with 'Chain is not supported'", async () => {
    const { modal } = await connected()
    await expect(modal.session('solana')!.switchNetwork!(solanaMainnet)).rejects.toThrow(/^Chain is not supported$/)
  })

  it('wallet requests: solana_signMessage, solana_signAndSendTransaction on the runtime, and 4200 for others', async () => {
    const { modal } = await connected()
    const session = modal.session('solana')!
    const message = new TextEncoder().encode('raw bytes')
    const { signature } = (await session.request!({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: ALICE } })) as { signature: string }
    expect(nacl.sign.detached.verify(message, decodeBase58(signature), decodeBase58(ALICE))).toBe(true)

    const connection = new Connection(runtime().url, 'confirmed')
    const before = await connection.getBalance(new PublicKey(BOB))
    const tx = new Transaction({ feePayer: new PublicKey(ALICE), ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(BOB), lamports: LAMPORTS_PER_SOL / 2 }),
    )
    const wire = tx.serialize({ requireAllSignatures: false }).toString('base64')
    const sent = (await session.request!({ method: 'solana_signAndSendTransaction', params: { transaction: wire } })) as { signature: string }
    expect(await connection.getBalance(new PublicKey(BOB))).toBe(before + LAMPORTS_PER_SOL / 2)
    expect((await connection.getSignatureStatus(sent.signature)).value?.err).toBeNull()

    const unknown = await session.request!({ method: 'eth_sendTransaction' }).catch((e: unknown) => e)
    expect(errorCode(unknown)).toBe(4200)
    expect((unknown as Error).message).toBe('method not supported')
    await flush()
  })
})
