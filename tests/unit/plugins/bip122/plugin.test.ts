// The bip122 plugin with the demo's dev Bitcoin wallet (real keys, Wallet Standard and sats-connect) and the
// simulated Bitcoin ledger (Esplora, every input checked by a script interpreter) on 127.0.0.1.
import { Psbt, Transaction, networks } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Modal } from '../../../../kernel/modal'
import type { NamespaceTransfers, WalletSession } from '../../../../kernel/plugin'
import { ADDRESS_REQUIRED, BIP122_WALLETCONNECT_METHODS, bip122, bitcoin, bitcoinRegtest, bitcoinTestnet, nonPaymentNotAllowed, switchBitcoinAccount } from '../../../../plugins/bip122'
import { feeFor, rateFor, virtualSize } from '../../../../plugins/bip122/fees'
import { describeError } from '../../../../kernel/describe-error'
import { BroadcastRejected, broadcast, finalizeSigned, planPayment } from '../../../../plugins/bip122/transfers'
import { DEV_BITCOIN_WALLET_NAME, DEV_SATS_CONNECT_PROVIDER_ID } from '../../../../demo/dev-wallet/bitcoin'
import { devBitcoinKey } from '../../../../services/dev/bitcoin-keys'
import { startLocalBitcoin, type LocalBitcoin } from '../../../../services/bitcoin'
import { verifyBip322 } from '../../../../services/bitcoin/bip322'
import { bitcoinModal, bitcoinPage, ledgerBalance, ledgerTx, reloadBitcoinPage, type BitcoinPage } from '../../support/bitcoin'

let btc: LocalBitcoin
const modals: Modal[] = []
beforeAll(async () => {
  btc = await startLocalBitcoin({ port: 0 })
})
afterAll(async () => {
  modals.forEach((m) => m.destroy())
  await btc?.stop()
})

const open = (page: BitcoinPage, o: Parameters<typeof bitcoinModal>[1] = {}) => {
  const modal = bitcoinModal(page, o)
  modals.push(modal)
  return modal
}
async function connected(o: { page?: BitcoinPage; connector?: string; account?: number } = {}) {
  const page = o.page ?? bitcoinPage(btc.url)
  if (o.account !== undefined) page.wallet.setAccount(o.account)
  const modal = open(page)
  await modal.ready
  const address = await modal.connect(o.connector ?? DEV_BITCOIN_WALLET_NAME, 'bip122')
  return { modal, page, address, session: modal.session('bip122')! }
}
const transfers = (): Promise<NamespaceTransfers> => bip122().capabilities.transfers!.load()
const payment = (i: number) => devBitcoinKey(i, 'p2wpkh').address
const ordinals = (i: number) => devBitcoinKey(i, 'p2tr').address

describe('bip122(): networks and plugin shape (SPEC §3, §6, §7)', () => {
  it('SPEC §3 built-in Bitcoin mainnet and testnet carry their CAIP-2 ids (genesis hash prefixes) and BTC with 8 decimals', () => {
    expect([bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId]).toEqual(['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba'])
    expect(bitcoin.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    expect(bitcoinTestnet.testnet).toBe(true)
    // regtest behind the ledger's Esplora URL: the network the simulated ledger serves
    expect(bitcoinRegtest(btc.url)).toMatchObject({ caipNetworkId: btc.caip2, rpcUrls: { default: { http: [btc.url] } } })
  })

  it('SPEC §6 the default account type on bip122 is payment', () => {
    expect(bip122().defaultAccountType).toBe('payment')
    expect(bip122().label).toBe('Bitcoin')
  })

  it('a WalletConnect session asks for the bip122 methods; Send may send bitcoin (native, back to Account)', () => {
    const { capabilities } = bip122()
    expect(capabilities.walletConnect?.methods).toEqual(['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'])
    expect(BIP122_WALLETCONNECT_METHODS).toHaveLength(4)
    expect(capabilities.transfers).toMatchObject({ requiresToken: false, nativeReturnsToAccount: true })
    expect(capabilities.signIn).toEqual({ chainName: 'Bitcoin' })
    expect(capabilities.tokenBalances).toBeUndefined()
    expect(capabilities.history).toBeUndefined()
  })

  it('SPEC §6 signing and sending need approval; listing addresses does not', async () => {
    const rpc = await bip122().capabilities.rpc!()
    expect(rpc).toMatchObject({ approval: ['signMessage', 'signPsbt', 'sendTransfer'], safe: ['getAccountAddresses'] })
    expect(rpc.isTransactionResponse?.({ txid: 'ab'.repeat(32) })).toBe(true)
    expect(rpc.isTransactionResponse?.({ signature: 'x' })).toBe(false)
  })
})

describe('discovery: Wallet Standard bitcoin: wallets and sats-connect providers', () => {
  it('a wallet found both ways is listed once, as its Wallet Standard self', () => {
    const modal = open(bitcoinPage(btc.url))
    expect(modal.stores.$connectors.get().map((c) => [c.id, c.name, c.chain, c.type])).toEqual([[DEV_BITCOIN_WALLET_NAME, DEV_BITCOIN_WALLET_NAME, 'bip122', 'ANNOUNCED']])
  })

  it('a sats-connect provider alone (window.btc_providers) is offered with its name and icon', () => {
    const modal = open(bitcoinPage(btc.url, { standard: false }))
    const [connector] = modal.stores.$connectors.get()
    expect([connector?.id, connector?.name]).toEqual([DEV_SATS_CONNECT_PROVIDER_ID, DEV_BITCOIN_WALLET_NAME])
    expect(connector?.icon).toMatch(/^data:image\/svg\+xml/)
  })

  it('with Wallet Standard switched off, the same wallet is found through sats-connect only', () => {
    const modal = open(bitcoinPage(btc.url), { options: { walletStandard: false } })
    expect(modal.stores.$connectors.get().map((c) => c.id)).toEqual([DEV_SATS_CONNECT_PROVIDER_ID])
  })
})

describe('a Bitcoin session (Wallet Standard)', () => {
  it('SPEC §3, §6 connecting gives the payment account (active) and the ordinals account, with their public keys; the balance comes from the ledger', async () => {
    const { modal, address } = await connected()
    expect(address).toBe(payment(0))
    expect(modal.stores.$account.get().accounts).toEqual([
      { address: payment(0), type: 'payment', publicKey: Buffer.from(devBitcoinKey(0, 'p2wpkh').publicKey).toString('hex') },
      { address: ordinals(0), type: 'eoa', publicKey: Buffer.from(devBitcoinKey(0, 'p2tr').internalPubkey!).toString('hex') },
    ])
    await expect.poll(() => modal.stores.$account.get().balance).toBe('1.5')
    expect(modal.stores.$account.get()).toMatchObject({ balanceSymbol: 'BTC', caipAddress: `${btc.caip2}:${payment(0)}` })
  })

  it('once a session has loaded, the full address rules apply: a bad checksum is no address', async () => {
    const plugin = bip122()
    const page = bitcoinPage(btc.url)
    const modal = open(page, { plugins: [plugin] })
    const broken = payment(1).slice(0, -1) + (payment(1).endsWith('q') ? 'p' : 'q')
    expect(plugin.isAddress(broken)).toBe(true) // the shape alone
    await modal.connect(DEV_BITCOIN_WALLET_NAME, 'bip122')
    expect(plugin.isAddress(broken)).toBe(false)
    expect(plugin.isAddress(payment(1))).toBe(true)
  })

  it('signs a message with BIP-322; the ledger-side verifier accepts it for the payment address', async () => {
    const { modal } = await connected()
    const signature = await modal.signMessage('Hello from Gangway')
    expect(verifyBip322(payment(0), 'Hello from Gangway', signature)).toBe(true)
    expect(verifyBip322(payment(0), 'Hello from Gangway!', signature)).toBe(false)
  })

  it("SPEC §4 a refused connection is 'Connection rejected'", async () => {
    const page = bitcoinPage(btc.url)
    const modal = open(page)
    await page.wallet.ready()
    page.wallet.reject()
    await expect(modal.connect(DEV_BITCOIN_WALLET_NAME, 'bip122')).rejects.toThrow(/^Connection rejected$/)
  })

  it('SPEC §4 an account switch in the wallet resyncs the account; a reload restores the connection without a prompt', async () => {
    const { modal, page } = await connected()
    page.wallet.setAccount(2)
    expect(modal.stores.$account.get().address).toBe(payment(2))
    modal.destroy()
    const again = open(reloadBitcoinPage(page))
    await again.ready
    await expect.poll(() => again.stores.$account.get().address).toBe(payment(2))
    expect(again.stores.$account.get().status).toBe('connected')
  })
})

describe('bip122: connecting the connected wallet again (SPEC §4 connection flows)', () => {
  it('SPEC §4 picking it again (Switch wallet, Add wallet) keeps the site granted: still connected after a reload', async () => {
    const { modal, page } = await connected()
    await expect(modal.connect(DEV_BITCOIN_WALLET_NAME, 'bip122')).resolves.toBe(payment(0))
    expect(modal.stores.$account.get()).toMatchObject({ status: 'connected', address: payment(0) })
    modal.destroy()
    const again = open(reloadBitcoinPage(page))
    await again.ready
    await expect.poll(() => again.stores.$account.get().status).toBe('connected')
  })
})

describe('SPEC §4 switching a Bitcoin connection: payment accounts only, by address', () => {
  it("no address: 'Address parameter is required for switching bip122 connection'", async () => {
    const { modal } = await connected()
    await expect(switchBitcoinAccount(modal)).rejects.toThrow(ADDRESS_REQUIRED)
    expect(ADDRESS_REQUIRED).toBe('Address parameter is required for switching bip122 connection')
  })

  it("to the ordinals account (or an address the wallet did not grant): 'Switching to non-payment accounts is not allowed for bip122'", async () => {
    const { modal } = await connected()
    await expect(switchBitcoinAccount(modal, ordinals(0))).rejects.toThrow(/^Switching to non-payment accounts is not allowed for bip122$/)
    await expect(switchBitcoinAccount(modal, payment(4))).rejects.toThrow(nonPaymentNotAllowed('bip122'))
    expect(modal.stores.$account.get().address).toBe(payment(0))
  })

  it('to another payment account of the wallet: it becomes the active account', async () => {
    // A wallet granting two payment accounts (the dev wallet's own, plus its account #3's).
    const page = bitcoinPage(btc.url, { standard: false, satsConnect: false })
    await page.wallet.ready()
    const { wallet } = page.wallet
    const extra = { ...(await wallet.features['standard:connect'].connect()).accounts[0]!, address: payment(3) }
    const twoPayments = {
      ...wallet,
      name: 'Two Payments',
      features: { ...wallet.features, 'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [...(await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })).accounts, extra] }) } },
    }
    const { registerStandardWallet } = await import('../../../../demo/dev-wallet/register')
    registerStandardWallet(twoPayments, page.window)
    const modal = open(page)
    await modal.connect('Two Payments', 'bip122')
    expect(modal.stores.$account.get().address).toBe(payment(0))
    await switchBitcoinAccount(modal, payment(3))
    expect(modal.stores.$account.get().address).toBe(payment(3))
    expect(modal.stores.$account.get().accounts.map((a) => a.address)).toEqual([payment(3), payment(0), ordinals(0)])
  })
})

describe('sending bitcoin: a PSBT from the Esplora UTXOs, signed by the wallet, accepted by the ledger', () => {
  it('sends exactly 0.001 BTC from the payment account; change returns to it; the fee is the rate × size, paid once', async () => {
    const { modal, session } = await connected({ account: 1 })
    const to = payment(3)
    const [before, receiverBefore] = [await ledgerBalance(btc.url, payment(1)), await ledgerBalance(btc.url, to)]
    const t = await transfers()
    const txid = await t.send(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(1), to, amount: 100_000n })
    await t.confirm!(modal.context, bitcoinRegtest(btc.url), txid)
    const tx = await ledgerTx(btc.url, txid)
    expect(await ledgerBalance(btc.url, to)).toBe(receiverBefore + 100_000n)
    expect(await ledgerBalance(btc.url, payment(1))).toBe(before - 100_000n - BigInt(tx.fee))
    expect(tx.vout.map((o) => o.scriptpubkey_address)).toEqual([to, payment(1)])
    // the ledger's 6-block estimate is 1.5 sat/vB; the plan's size is an upper bound of the signed one
    const rate = rateFor((await (await fetch(`${btc.url}/fee-estimates`)).json()) as Record<string, number>, 6)
    expect(rate).toBe(1.5)
    expect(BigInt(tx.fee)).toBe(feeFor(rate, virtualSize('p2wpkh', tx.vin.length, ['p2wpkh', 'p2wpkh'])))
    expect(tx.fee).toBeGreaterThanOrEqual(Math.ceil((rate * tx.weight) / 4))
  })

  it('an amount above one coin takes two coins, largest first', async () => {
    const { modal, session } = await connected({ account: 2 })
    const txid = await (await transfers()).send(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(2), to: ordinals(4), amount: 120_000_000n })
    const tx = await ledgerTx(btc.url, txid)
    expect(tx.vin).toHaveLength(2)
    expect(tx.vout[0]).toMatchObject({ scriptpubkey_address: ordinals(4), value: 120_000_000 })
  })

  it('more than the account holds is refused before the wallet is asked', async () => {
    const { modal, session } = await connected({ account: 4 })
    await expect((await transfers()).send(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(4), to: payment(0), amount: 150_000_000n })).rejects.toThrow(/^Insufficient funds: 150000000 sat available/)
  })

  it('a mainnet address is not a receiver on regtest', async () => {
    const { modal, session } = await connected()
    await expect((await transfers()).send(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(0), to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 1000n })).rejects.toThrow(/is not a Bitcoin Regtest address/)
  })

  it('through a sats-connect provider: signPsbt signs, the plugin broadcasts', async () => {
    const page = bitcoinPage(btc.url, { standard: false })
    const { modal, session } = await connected({ page, connector: DEV_SATS_CONNECT_PROVIDER_ID, account: 3 })
    const before = await ledgerBalance(btc.url, payment(0))
    const txid = await (await transfers()).send(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(3), to: payment(0), amount: 54_321n })
    expect(await ledgerBalance(btc.url, payment(0))).toBe(before + 54_321n)
    expect(verifyBip322(payment(3), 'sats', await modal.signMessage('sats'))).toBe(true)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a wallet that cannot sign PSBTs sends with its own sendTransfer', async () => {
    const page = bitcoinPage(btc.url, { standard: false })
    const { modal, session } = await connected({ page, connector: DEV_SATS_CONNECT_PROVIDER_ID, account: 3 })
    const noPsbt: WalletSession = { ...session, request: (args) => (args.method === 'signPsbt' ? Promise.reject(Object.assign(new Error('method not supported'), { code: 4200 })) : session.request!(args)), onChange: session.onChange }
    const before = await ledgerBalance(btc.url, ordinals(1))
    await (await transfers()).send(modal.context, noPsbt, { network: bitcoinRegtest(btc.url), from: payment(3), to: ordinals(1), amount: 7_777n })
    expect(await ledgerBalance(btc.url, ordinals(1))).toBe(before + 7_777n)
  })

  it('the ledger refuses a tampered transaction (1000 sat moved from the change to the receiver after signing), and no coin moves', async () => {
    const { modal, session } = await connected()
    const network = bitcoinRegtest(btc.url)
    const planned = await planPayment(modal.context, session, { network, from: payment(0), to: payment(1), amount: 10_000n }, 6)
    const { psbt } = (await session.request!({ method: 'signPsbt', params: { account: payment(0), psbt: planned.psbt.toBase64(), signInputs: [{ address: payment(0), index: 0 }] } })) as { psbt: string }
    const tx = Transaction.fromHex(finalizeSigned(psbt, planned, networks.regtest))
    tx.outs[0]!.value += 1_000n
    tx.outs[1]!.value -= 1_000n
    const [from, to] = [await ledgerBalance(btc.url, payment(0)), await ledgerBalance(btc.url, payment(1))]
    await expect(broadcast(modal.context, network, tx.toHex())).rejects.toThrow(BroadcastRejected)
    await expect(broadcast(modal.context, network, tx.toHex())).rejects.toThrow(/SCRIPT_ERR/)
    // SPEC §8: the person reads the node's reason, not the RPC wrapping around it.
    expect(describeError(await broadcast(modal.context, network, tx.toHex()).catch((e: unknown) => e))).toMatch(/^The network refused the transaction: mandatory-script-verify-flag-failed \(.*SCRIPT_ERR/)
    expect([await ledgerBalance(btc.url, payment(0)), await ledgerBalance(btc.url, payment(1))]).toEqual([from, to])
  })

  it('a wallet that changes an output of the PSBT is caught before anything is broadcast', async () => {
    const { modal, session } = await connected()
    const planned = await planPayment(modal.context, session, { network: bitcoinRegtest(btc.url), from: payment(0), to: payment(1), amount: 10_000n }, 6)
    const changed = Psbt.fromBase64(planned.psbt.toBase64(), { network: networks.regtest })
    changed.addOutput({ address: ordinals(0), value: 1_000n })
    expect(() => finalizeSigned(changed.toBase64(), planned, networks.regtest)).toThrow('The wallet changed the outputs of the transaction')
  })
})
