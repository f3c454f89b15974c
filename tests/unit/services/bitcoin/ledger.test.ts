// The simulated Bitcoin ledger behind its Esplora API: PSBTs built, signed and finalized with bitcoinjs-lib
// (ecpair over tiny-secp256k1) from the public dev keys are accepted and move exact satoshi amounts; a
// tampered signature, a double spend, a missing input and outputs above inputs are refused with clear errors.
import { bech32 } from 'bech32'
import { address as addresses, crypto as bcrypto, networks, opcodes, payments, Psbt, script as bscript, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import * as tinysecp from 'tiny-secp256k1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_BITCOIN_NETWORK, devBitcoinKey, type BitcoinAddressType, type DevBitcoinKey } from '../../../../services/dev/bitcoin-keys'
import { DEV_BTC_BALANCE, DEV_BTC_COINS, startLocalBitcoin, type LocalBitcoin } from '../../../../services/bitcoin'

const ECPair = ECPairFactory(tinysecp)
const toOutputScript = addresses.toOutputScript
let btc: LocalBitcoin
beforeAll(async () => {
  btc = await startLocalBitcoin({ port: 0 })
})
afterAll(() => btc?.stop())

interface Utxo {
  txid: string
  vout: number
  value: number
}
const get = async (path: string) => {
  const res = await fetch(`${btc.url}${path}`)
  const text = await res.text()
  return { status: res.status, text, json: () => JSON.parse(text) as unknown, headers: res.headers }
}
const balance = async (address: string) => {
  const { chain_stats: s } = (await get(`/address/${address}`)).json() as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return BigInt(s.funded_txo_sum - s.spent_txo_sum)
}
const utxos = async (address: string) => (await get(`/address/${address}/utxo`)).json() as Utxo[]
const broadcast = async (hex: string) => {
  const res = await fetch(`${btc.url}/tx`, { method: 'POST', body: hex })
  return { status: res.status, text: await res.text() }
}

/** A signer for the key; taproot key-path spends sign with the BIP-341 tweaked key. */
function signerFor(key: DevBitcoinKey) {
  const pair = ECPair.fromPrivateKey(key.privateKey, { network: DEV_BITCOIN_NETWORK })
  return key.internalPubkey ? pair.tweak(bcrypto.taggedHash('TapTweak', key.internalPubkey)) : pair
}

/** Builds, signs and finalizes a PSBT spending `coins` of `from` to `to`, change back to `from`. */
async function buildTx(from: DevBitcoinKey, coins: Utxo[], outputs: Array<{ address: string; value: bigint }>) {
  const psbt = new Psbt({ network: DEV_BITCOIN_NETWORK })
  for (const coin of coins) {
    const base = { hash: coin.txid, index: coin.vout }
    if (from.type === 'p2pkh') psbt.addInput({ ...base, nonWitnessUtxo: Buffer.from((await get(`/tx/${coin.txid}/hex`)).text, 'hex') })
    else if (from.type === 'p2tr') psbt.addInput({ ...base, witnessUtxo: { script: from.output, value: BigInt(coin.value) }, tapInternalKey: from.internalPubkey })
    else psbt.addInput({ ...base, witnessUtxo: { script: from.output, value: BigInt(coin.value) }, ...(from.redeemScript ? { redeemScript: from.redeemScript } : {}) })
  }
  for (const out of outputs) psbt.addOutput(out)
  psbt.signAllInputs(signerFor(from))
  psbt.finalizeAllInputs()
  // the ledger, not bitcoinjs, must judge fees and amounts
  return psbt.extractTransaction(true)
}

/** A P2WPKH spend signed input by input with bitcoinjs-lib's Transaction, for amounts a PSBT refuses to extract. */
function rawP2wpkhSpend(from: DevBitcoinKey, coin: Utxo, outputs: Array<{ address: string; value: bigint }>) {
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(Buffer.from(coin.txid, 'hex').reverse(), coin.vout)
  for (const out of outputs) tx.addOutput(toOutputScript(out.address, DEV_BITCOIN_NETWORK), out.value)
  const scriptCode = payments.p2pkh({ pubkey: from.publicKey }).output!
  const hash = tx.hashForWitnessV0(0, scriptCode, BigInt(coin.value), Transaction.SIGHASH_ALL)
  tx.setWitness(0, [bscript.signature.encode(ECPair.fromPrivateKey(from.privateKey).sign(hash), Transaction.SIGHASH_ALL), from.publicKey])
  return tx
}

describe('simulated Bitcoin ledger (services/bitcoin)', () => {
  it('labels itself as a simulated ledger on every answer and on /info', async () => {
    const info = await get('/info')
    expect(info.json()).toMatchObject({ name: 'simulated Bitcoin ledger', network: 'regtest' })
    expect((await get('/blocks/tip/height')).headers.get('x-gangway-ledger')).toBe('simulated Bitcoin ledger')
    expect((await get('/')).text).toContain('simulated Bitcoin ledger')
  })

  it('funds every dev address of every type at start, as confirmed coins', async () => {
    expect(btc.accounts).toHaveLength(20)
    for (const address of btc.accounts) expect(await balance(address)).toBe(DEV_BTC_BALANCE)
    const coins = await utxos(devBitcoinKey(0).address)
    expect(coins.map((c) => c.value)).toEqual(DEV_BTC_COINS.map(Number))
    expect((await get(`/tx/${coins[0]!.txid}/status`)).json()).toMatchObject({ confirmed: true, block_height: 1 })
  })

  it('a PSBT signed with a dev key is accepted, mined in its own block, and both balances change exactly (satoshi)', async () => {
    const from = devBitcoinKey(1, 'p2wpkh')
    const to = devBitcoinKey(2, 'p2tr').address
    const [coin] = await utxos(from.address)
    const height = Number((await get('/blocks/tip/height')).text)
    const [before, receiverBefore] = [await balance(from.address), await balance(to)]
    const amount = 100_000n
    const fee = 250n
    const tx = await buildTx(from, [coin!], [
      { address: to, value: amount },
      { address: from.address, value: BigInt(coin!.value) - amount - fee },
    ])
    const sent = await broadcast(tx.toHex())
    expect(sent).toEqual({ status: 200, text: tx.getId() })
    expect(await balance(from.address)).toBe(before - amount - fee)
    expect(await balance(to)).toBe(receiverBefore + amount)
    expect(Number((await get('/blocks/tip/height')).text)).toBe(height + 1)
    const json = (await get(`/tx/${tx.getId()}`)).json() as { fee: number; status: { block_height: number }; vin: Array<{ prevout: { value: number; scriptpubkey_address: string } }> }
    expect(json.fee).toBe(Number(fee))
    expect(json.status.block_height).toBe(height + 1)
    expect(json.vin[0]!.prevout).toMatchObject({ value: coin!.value, scriptpubkey_address: from.address })
    expect((await get(`/tx/${tx.getId()}/hex`)).text).toBe(tx.toHex())
  })

  it.each<BitcoinAddressType>(['p2tr', 'p2sh-p2wpkh', 'p2pkh'])('spends from a %s dev address (every input type passes the script interpreter)', async (type) => {
    const from = devBitcoinKey(3, type)
    const coins = await utxos(from.address)
    const to = devBitcoinKey(4, 'p2wpkh').address
    const [before, receiverBefore] = [await balance(from.address), await balance(to)]
    const total = coins.reduce((sum, c) => sum + BigInt(c.value), 0n)
    const tx = await buildTx(from, coins, [{ address: to, value: total - 1_000n }])
    expect(await broadcast(tx.toHex())).toEqual({ status: 200, text: tx.getId() })
    expect(await balance(from.address)).toBe(before - total)
    expect(await balance(to)).toBe(receiverBefore + total - 1_000n)
  })

  it('refuses a transaction whose signature was tampered with; nothing moves', async () => {
    const from = devBitcoinKey(0, 'p2wpkh')
    const [coin] = await utxos(from.address)
    const tx = await buildTx(from, [coin!], [{ address: devBitcoinKey(1).address, value: BigInt(coin!.value) - 500n }])
    const tampered = Transaction.fromHex(tx.toHex())
    const signature = Buffer.from(tampered.ins[0]!.witness[0]!)
    signature[20] = signature[20]! ^ 0x01
    tampered.ins[0]!.witness[0] = signature
    const before = await balance(from.address)
    expect(await broadcast(tampered.toHex())).toEqual({ status: 400, text: expect.stringContaining('mandatory-script-verify-flag-failed (SCRIPT_ERR_SIG_NULLFAIL), input 0') })
    expect(await balance(from.address)).toBe(before)
  })

  it('refuses a taproot spend whose signature is by another key', async () => {
    const victim = devBitcoinKey(0, 'p2tr')
    const [coin] = await utxos(victim.address)
    const thief = devBitcoinKey(1, 'p2tr')
    const [own] = await utxos(thief.address)
    // a valid spend of the thief's own coin, its input then pointed at the victim's coin
    const forged = await buildTx(thief, [own!], [{ address: thief.address, value: BigInt(own!.value) - 500n }])
    forged.ins[0]!.hash = Buffer.from(coin!.txid, 'hex').reverse()
    forged.ins[0]!.index = coin!.vout
    forged.outs[0]!.value = BigInt(coin!.value) - 500n
    expect(await broadcast(forged.toHex())).toEqual({ status: 400, text: expect.stringContaining('mandatory-script-verify-flag-failed (SCRIPT_ERR_SCHNORR_SIG), input 0') })
    expect(await balance(victim.address)).toBe(DEV_BTC_BALANCE)
  })

  it('refuses a double spend, naming the transaction that already spent the coin', async () => {
    const from = devBitcoinKey(2, 'p2wpkh')
    const [coin] = await utxos(from.address)
    const first = await buildTx(from, [coin!], [{ address: devBitcoinKey(3).address, value: BigInt(coin!.value) - 300n }])
    const second = await buildTx(from, [coin!], [{ address: devBitcoinKey(4).address, value: BigInt(coin!.value) - 400n }])
    expect((await broadcast(first.toHex())).status).toBe(200)
    const receiverBefore = await balance(devBitcoinKey(4).address)
    expect(await broadcast(second.toHex())).toEqual({ status: 400, text: expect.stringContaining(`input 0 spends ${coin!.txid}:${coin!.vout}, already spent by ${first.getId()}`) })
    expect(await balance(devBitcoinKey(4).address)).toBe(receiverBefore)
    // the same transaction twice is not a second payment either
    expect(await broadcast(first.toHex())).toEqual({ status: 400, text: expect.stringContaining('Transaction already in block chain') })
  })

  it('refuses an input that does not exist and outputs above inputs', async () => {
    const from = devBitcoinKey(4, 'p2wpkh')
    const [coin] = await utxos(from.address)
    const before = await balance(from.address)
    const ghost = { txid: 'ab'.repeat(32), vout: 7, value: 10_000 }
    const missing = await buildTx(from, [ghost], [{ address: devBitcoinKey(0).address, value: 5_000n }])
    expect(await broadcast(missing.toHex())).toEqual({ status: 400, text: expect.stringContaining(`input 0 spends ${ghost.txid}:7, which does not exist`) })
    const greedy = rawP2wpkhSpend(from, coin!, [{ address: devBitcoinKey(0).address, value: BigInt(coin!.value) + 1n }])
    expect(await broadcast(greedy.toHex())).toEqual({ status: 400, text: expect.stringContaining('bad-txns-in-belowout, value in (1.00000000) < value out (1.00000001)') })
    const feeless = rawP2wpkhSpend(from, coin!, [{ address: devBitcoinKey(0).address, value: BigInt(coin!.value) - 10n }])
    expect(await broadcast(feeless.toHex())).toEqual({ status: 400, text: expect.stringMatching(/min relay fee not met, 10 < \d+/) })
    expect(await broadcast('00zz')).toEqual({ status: 400, text: expect.stringContaining('TX decode failed') })
    expect(await balance(from.address)).toBe(before)
  })

  describe('address validation (GET /address/:address)', () => {
    const p2wsh = payments.p2wsh({ redeem: { output: bscript.compile([opcodes.OP_TRUE]) }, network: DEV_BITCOIN_NETWORK }).address!
    it.each([
      ['P2WPKH (bech32, bcrt1q)', devBitcoinKey(0, 'p2wpkh').address],
      ['P2TR (bech32m, bcrt1p)', devBitcoinKey(0, 'p2tr').address],
      ['P2SH-P2WPKH (base58, 2…)', devBitcoinKey(0, 'p2sh-p2wpkh').address],
      ['P2PKH (base58, m/n…)', devBitcoinKey(0, 'p2pkh').address],
      ['P2WSH (bech32, 32-byte program)', p2wsh],
    ])('accepts a regtest %s address', async (_, address) => {
      const res = await get(`/address/${address}`)
      expect(res.status).toBe(200)
      expect(res.json()).toMatchObject({ address })
    })

    /** The same key's address on another network: valid there, so only the network makes it wrong here. */
    const elsewhere = (type: BitcoinAddressType, network: typeof networks.bitcoin) => {
      const key = devBitcoinKey(0, type)
      const address = type === 'p2wpkh' ? payments.p2wpkh({ pubkey: key.publicKey, network }).address! : type === 'p2tr' ? payments.p2tr({ internalPubkey: key.internalPubkey, network }).address! : payments.p2pkh({ pubkey: key.publicKey, network }).address!
      expect(() => toOutputScript(address, network)).not.toThrow()
      return address
    }
    const otherChar = (c: string) => (c === 'q' ? 'p' : 'q')
    const flipLast = (address: string) => address.slice(0, -1) + otherChar(address.slice(-1))
    const taprootAsBech32 = () => bech32.encode('bcrt', [1, ...bech32.toWords(devBitcoinKey(0, 'p2tr').output.subarray(2))])

    it.each([
      ['a mainnet P2WPKH address', () => elsewhere('p2wpkh', networks.bitcoin)],
      ['a testnet (tb1) P2WPKH address', () => elsewhere('p2wpkh', networks.testnet)],
      ['a mainnet P2TR address', () => elsewhere('p2tr', networks.bitcoin)],
      ['a mainnet P2PKH address', () => elsewhere('p2pkh', networks.bitcoin)],
      ['a bcrt1q address with a broken checksum', () => flipLast(devBitcoinKey(0, 'p2wpkh').address)],
      ['a bcrt1p address with a broken checksum', () => flipLast(devBitcoinKey(0, 'p2tr').address)],
      ['a taproot program encoded with bech32 instead of bech32m (BIP-350)', taprootAsBech32],
      ['a base58 address with a broken checksum', () => flipLast(devBitcoinKey(0, 'p2pkh').address)],
      ['not an address at all', () => 'hello'],
    ])('refuses %s with "Invalid Bitcoin address"', async (_, address) => {
      expect(await get(`/address/${encodeURIComponent(address())}`)).toMatchObject({ status: 400, text: 'Invalid Bitcoin address' })
    })
  })

  it('answers the rest of the Esplora subset: fee estimates, unknown transactions, bad paths, CORS', async () => {
    expect((await get('/fee-estimates')).json()).toMatchObject({ '1': expect.any(Number), '6': expect.any(Number), '144': expect.any(Number) })
    expect((await get(`/tx/${'00'.repeat(32)}`)).status).toBe(404)
    expect((await get('/tx/nothex')).status).toBe(400)
    expect((await get('/block-height/0')).text).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
    expect((await get('/nowhere')).status).toBe(404)
    const preflight = await fetch(`${btc.url}/tx`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
