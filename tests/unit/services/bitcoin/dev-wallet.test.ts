// The dev Bitcoin wallet (Wallet Standard, bitcoin: features) against the simulated Bitcoin ledger: what it
// signs, the ledger accepts; its BIP-322 message signatures pass the script interpreter; BIP-322's own vectors.
import { networks, payments, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bip322MessageHash, signBip322 } from '../../../../services/dev/bip322'
import { createBitcoinDevWallet, type BitcoinDevWallet } from '../../../../demo/dev-wallet/bitcoin'
import { DEV_BITCOIN_NETWORK, devBitcoinKey } from '../../../../services/dev/bitcoin-keys'
import { startLocalBitcoin, type LocalBitcoin } from '../../../../services/bitcoin'
import { verifyBip322 } from '../../../../services/bitcoin/bip322'
import { ECPairFactory } from 'ecpair'
import * as tinysecp from 'tiny-secp256k1'

let btc: LocalBitcoin
let dev: BitcoinDevWallet
beforeAll(async () => {
  btc = await startLocalBitcoin({ port: 0 })
})
afterAll(() => btc?.stop())
const fresh = async () => {
  dev = createBitcoinDevWallet({ esploraUrl: btc.url })
  await dev.ready()
  return dev
}
const f = () => dev.wallet.features

const balance = async (address: string) => {
  const { chain_stats: s } = (await (await fetch(`${btc.url}/address/${address}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return BigInt(s.funded_txo_sum - s.spent_txo_sum)
}
const utxos = async (address: string) => (await (await fetch(`${btc.url}/address/${address}/utxo`)).json()) as Array<{ txid: string; vout: number; value: number }>
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('dev Bitcoin wallet (Wallet Standard) on the simulated ledger', () => {
  it('connects with a payment (P2WPKH) and an ordinals (P2TR) account, and reports account switches', async () => {
    await fresh()
    expect(dev.wallet.chains).toEqual(['bitcoin:regtest'])
    expect(dev.wallet.accounts).toEqual([])
    const { accounts } = await f()['bitcoin:connect'].connect({ purposes: ['ordinals', 'payment'] })
    expect(accounts.map((a) => a.address)).toEqual([devBitcoinKey(0, 'p2tr').address, devBitcoinKey(0, 'p2wpkh').address])
    expect(accounts[1]!.publicKey).toHaveLength(33)
    expect(accounts[0]!.publicKey).toHaveLength(32)
    const seen: string[][] = []
    f()['standard:events'].on('change', ({ accounts }) => seen.push((accounts ?? []).map((a) => a.address)))
    dev.setAccount(2)
    expect(seen).toEqual([[devBitcoinKey(2, 'p2wpkh').address, devBitcoinKey(2, 'p2tr').address]])
  })

  it('signs a PSBT the app built (bitcoin:signTransaction, broadcast: true); the ledger accepts it and balances change exactly', async () => {
    await fresh()
    dev.setAccount(1)
    const [payment] = (await f()['standard:connect'].connect()).accounts
    const receiver = devBitcoinKey(3, 'p2tr').address
    const [coin] = await utxos(payment!.address)
    const [before, receiverBefore] = [await balance(payment!.address), await balance(receiver)]
    const psbt = new Psbt({ network: DEV_BITCOIN_NETWORK })
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: payments.p2wpkh({ pubkey: payment!.publicKey as Uint8Array, network: DEV_BITCOIN_NETWORK }).output!, value: BigInt(coin!.value) } })
    psbt.addOutput({ address: receiver, value: 100_000n })
    psbt.addOutput({ address: payment!.address, value: BigInt(coin!.value) - 100_000n - 300n })
    const { txId } = await f()['bitcoin:signTransaction'].signTransaction({ psbt: psbt.toBuffer(), chain: 'bitcoin:regtest', inputsToSign: [{ account: payment!, signingIndexes: [0] }], broadcast: true })
    expect(txId).toMatch(/^[0-9a-f]{64}$/)
    expect(await balance(payment!.address)).toBe(before - 100_000n - 300n)
    expect(await balance(receiver)).toBe(receiverBefore + 100_000n)
  })

  it('signs a taproot input without broadcasting; the app finalizes and sends it (bitcoin:signAndSendTransaction does both)', async () => {
    await fresh()
    dev.setAccount(4)
    const { accounts } = await f()['bitcoin:connect'].connect({ purposes: ['ordinals'] })
    const ordinals = accounts[0]!
    const key = devBitcoinKey(4, 'p2tr')
    const [coin, second] = await utxos(ordinals.address)
    const build = (c: { txid: string; vout: number; value: number }) => {
      const psbt = new Psbt({ network: DEV_BITCOIN_NETWORK })
      psbt.addInput({ hash: c.txid, index: c.vout, witnessUtxo: { script: key.output, value: BigInt(c.value) } }) // no tapInternalKey: the wallet knows it
      psbt.addOutput({ address: devBitcoinKey(0).address, value: BigInt(c.value) - 500n })
      return psbt
    }
    const { signedPsbt, txId } = await f()['bitcoin:signTransaction'].signTransaction({ psbt: build(coin!).toBuffer(), inputsToSign: [{ account: ordinals, signingIndexes: [0] }] })
    expect(txId).toBeUndefined()
    const signed = Psbt.fromBuffer(signedPsbt, { network: DEV_BITCOIN_NETWORK })
    signed.finalizeAllInputs()
    const sent = await fetch(`${btc.url}/tx`, { method: 'POST', body: signed.extractTransaction().toHex() })
    expect(sent.status).toBe(200)
    const [both] = await f()['bitcoin:signAndSendTransaction'].signAndSendTransaction({ psbt: build(second!).toBuffer(), inputsToSign: [{ account: ordinals, signingIndexes: [0] }] })
    expect((await (await fetch(`${btc.url}/tx/${both!.txId}/status`)).json()) as unknown).toMatchObject({ confirmed: true })
    expect(await balance(ordinals.address)).toBe(0n)
  })

  it('BIP-322 message signatures from both accounts pass the script interpreter, and fail for another message or address', async () => {
    await fresh()
    const { accounts } = await f()['standard:connect'].connect()
    const message = new TextEncoder().encode('Sign in to Gangway')
    const signed = await f()['bitcoin:signMessage'].signMessage(...accounts.map((account) => ({ account, message })))
    accounts.forEach((account, i) => {
      expect(verifyBip322(account.address, message, signed[i]!.signature)).toBe(true)
      expect(verifyBip322(account.address, 'Sign in to Gangway!', signed[i]!.signature)).toBe(false)
      expect(verifyBip322(accounts[1 - i]!.address, message, signed[i]!.signature)).toBe(false)
    })
    expect(verifyBip322(accounts[0]!.address, message, Buffer.from(signed[0]!.signature).toString('base64'))).toBe(true)
  })

  it('ECDSA "Bitcoin Signed Message" signatures (BIP-137 header) verify against the payment key', async () => {
    await fresh()
    const [payment] = (await f()['standard:connect'].connect()).accounts
    const message = new TextEncoder().encode('hello')
    const [signed] = await f()['bitcoin:signMessage'].signMessage({ account: payment!, message, protocol: 'ecdsa' })
    const signature = signed!.signature
    expect(signature).toHaveLength(65)
    expect(signature[0]! - 39).toBeGreaterThanOrEqual(0)
    const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
    const { crypto } = await import('bitcoinjs-lib')
    const hash = crypto.hash256(Uint8Array.from([...prefix, message.length, ...message]))
    expect(tinysecp.recover(hash, signature.subarray(1), (signature[0]! - 39) as 0 | 1 | 2 | 3, true)).toEqual(payment!.publicKey)
  })

  it('refuses what the person rejects (4001) and accounts the site was not given (4100)', async () => {
    await fresh()
    dev.reject()
    await expect(f()['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    const [payment] = (await f()['standard:connect'].connect()).accounts
    dev.setAccount(3)
    await expect(f()['bitcoin:signMessage'].signMessage({ account: payment!, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
  })
})

describe('dev Bitcoin wallet as a sats-connect style provider', () => {
  type Answer = { result?: unknown; error?: { code: number; message: string } }
  const request = async (method: string, params?: unknown) => (await dev.satsConnect.request(method, params)) as Answer & { jsonrpc: '2.0' }

  it('lists itself in window.btc_providers and answers getAccounts with both addresses (hex public keys)', async () => {
    await fresh()
    const target = {} as Window & { btc_providers?: Array<{ id: string; name: string }>; GangwayDevBitcoinProvider?: unknown }
    dev.installSatsConnect(target)
    expect(target.btc_providers).toEqual([expect.objectContaining({ id: 'GangwayDevBitcoinProvider', name: 'Dev Bitcoin Wallet (local)' })])
    expect(target.GangwayDevBitcoinProvider).toBe(dev.satsConnect)
    const answer = await request('getAccounts', { purposes: ['payment', 'ordinals'] })
    expect(answer).toMatchObject({ jsonrpc: '2.0', result: [
      { address: devBitcoinKey(0, 'p2wpkh').address, publicKey: hex(devBitcoinKey(0, 'p2wpkh').publicKey), purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
      { address: devBitcoinKey(0, 'p2tr').address, publicKey: hex(devBitcoinKey(0, 'p2tr').internalPubkey!), purpose: 'ordinals', addressType: 'p2tr' },
    ] })
  })

  it('sendTransfer picks coins, pays the recipient exactly and the fee the ledger records; getBalance follows', async () => {
    await fresh()
    dev.setAccount(2)
    await request('getAccounts', { purposes: ['payment'] })
    const from = devBitcoinKey(2).address
    const to = devBitcoinKey(3, 'p2sh-p2wpkh').address
    const [before, receiverBefore] = [await balance(from), await balance(to)]
    // more than the largest coin (1 BTC): two inputs
    const { result } = (await request('sendTransfer', { recipients: [{ address: to, amount: 120_000_000 }] })) as { result: { txid: string } }
    const tx = (await (await fetch(`${btc.url}/tx/${result.txid}`)).json()) as { fee: number; vin: unknown[] }
    expect(tx.vin).toHaveLength(2)
    expect(await balance(to)).toBe(receiverBefore + 120_000_000n)
    expect(await balance(from)).toBe(before - 120_000_000n - BigInt(tx.fee))
    expect(((await request('getBalance')).result as { confirmed: string }).confirmed).toBe(String(before - 120_000_000n - BigInt(tx.fee)))
  })

  it('signMessage (BIP322 by default) and signPsbt (base64) work; refusals carry sats-connect error codes', async () => {
    await fresh()
    const accounts = (await request('getAccounts', { purposes: ['payment'] })).result as Array<{ address: string }>
    const address = accounts[0]!.address
    const signed = (await request('signMessage', { address, message: 'Sign in to Gangway' })).result as { signature: string; protocol: string; messageHash: string }
    expect(signed.protocol).toBe('BIP322')
    expect(signed.messageHash).toBe(hex(bip322MessageHash(new TextEncoder().encode('Sign in to Gangway'))))
    expect(verifyBip322(address, 'Sign in to Gangway', signed.signature)).toBe(true)
    const [coin] = await utxos(address)
    const psbt = new Psbt({ network: DEV_BITCOIN_NETWORK })
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: devBitcoinKey(0).output, value: BigInt(coin!.value) } })
    psbt.addOutput({ address: devBitcoinKey(1).address, value: BigInt(coin!.value) - 400n })
    const { result } = (await request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [address]: [0] }, broadcast: true })) as { result: { psbt: string; txid: string } }
    expect(Psbt.fromBase64(result.psbt).extractTransaction().getId()).toBe(result.txid)
    expect(((await (await fetch(`${btc.url}/tx/${result.txid}/status`)).json()) as { confirmed: boolean }).confirmed).toBe(true)
    dev.reject()
    expect((await request('signMessage', { address, message: 'x' })).error?.code).toBe(-32000)
    expect((await request('signMessage', { address: devBitcoinKey(4).address, message: 'x' })).error?.code).toBe(-32002)
    expect((await request('signMessage', { address, message: 'x', protocol: 'NOPE' })).error?.code).toBe(-32602)
    expect((await request('runes_mint', {})).error?.code).toBe(-32601)
  })
})

describe('BIP-322 (demo/dev-wallet/bip322.ts) against the vectors of the BIP', () => {
  it('tags the message hash with "BIP0322-signed-message"', () => {
    expect(hex(bip322MessageHash(new Uint8Array()))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(hex(bip322MessageHash(new TextEncoder().encode('Hello World')))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a')
  })

  // the BIP's P2WPKH vectors: two valid signatures of "Hello World" (different ECDSA nonces)
  const BIP_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
  const BIP_SIGNATURES = [
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ]

  it('the verifier accepts the BIP\'s signatures and refuses them for another message', () => {
    for (const signature of BIP_SIGNATURES) {
      expect(verifyBip322(BIP_ADDRESS, 'Hello World', signature, networks.bitcoin)).toBe(true)
      expect(verifyBip322(BIP_ADDRESS, '', signature, networks.bitcoin)).toBe(false)
    }
  })

  it('the signer reproduces one of the BIP\'s signatures from its private key (RFC 6979 nonces)', () => {
    const pair = ECPairFactory(tinysecp).fromWIF('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k', networks.bitcoin)
    const payment = payments.p2wpkh({ pubkey: pair.publicKey, network: networks.bitcoin })
    expect(payment.address).toBe(BIP_ADDRESS)
    const signature = signBip322({ outputScript: payment.output!, message: new TextEncoder().encode('Hello World'), signer: pair })
    expect(BIP_SIGNATURES).toContain(Buffer.from(signature).toString('base64'))
  })
})
