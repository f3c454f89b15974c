// PSBT construction and fee for every sender type the plugin spends from (P2WPKH, P2TR, P2SH-P2WPKH,
// P2PKH): the plan is signed with the dev keys here and must be accepted by the simulated ledger's
// script interpreter, paying at least the asked rate on the signed size and never more than a few vB over.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto as bcrypto, networks } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KernelContext } from '../../../../kernel/context'
import type { WalletSession } from '../../../../kernel/plugin'
import { bitcoinRegtest } from '../../../../plugins/bip122'
import { DUST_LIMIT, InsufficientFunds, feeFor, rateFor, selectCoins, virtualSize } from '../../../../plugins/bip122/fees'
import { broadcast, planPayment } from '../../../../plugins/bip122/transfers'
import { devBitcoinKey, type BitcoinAddressType } from '../../../../services/dev/bitcoin-keys'
import { startLocalBitcoin, type LocalBitcoin } from '../../../../services/bitcoin'
import { testEnv } from '../../support/env'
import { ledgerBalance, ledgerTx } from '../../support/bitcoin'

const ECPair = ECPairFactory(ecc)
let btc: LocalBitcoin
beforeAll(async () => {
  btc = await startLocalBitcoin({ port: 0 })
})
afterAll(() => btc?.stop())

const ctx = (): KernelContext => ({ env: testEnv() }) as unknown as KernelContext
/** Only what planPayment reads of a session: the sender's public key. */
const sessionOf = (type: BitcoinAddressType, index: number) => {
  const key = devBitcoinKey(index, type)
  return { accounts: [{ address: key.address, type: 'payment', publicKey: Buffer.from(type === 'p2tr' ? key.internalPubkey! : key.publicKey).toString('hex') }] } as unknown as WalletSession
}

describe('Send on bip122 (issue 13, beyond SPEC §1): coin selection and fee, exact in satoshi', () => {
  const coins = [
    { txid: 'a'.repeat(64), vout: 0, value: 50_000n },
    { txid: 'b'.repeat(64), vout: 1, value: 200_000n },
    { txid: 'c'.repeat(64), vout: 0, value: 10_000n },
  ]

  it('largest coin first; change is what is left after the amount and the fee with a change output', () => {
    const s = selectCoins({ coins, amount: 100_000n, rate: 2, from: 'p2wpkh', to: 'p2wpkh' })
    expect(s.inputs.map((c) => c.value)).toEqual([200_000n])
    expect(s.fee).toBe(feeFor(2, virtualSize('p2wpkh', 1, ['p2wpkh', 'p2wpkh'])))
    expect(s.change).toBe(200_000n - 100_000n - s.fee)
  })

  it('change under the dust limit is left to the fee: the receiver still gets exactly the amount', () => {
    const fee = feeFor(1, virtualSize('p2wpkh', 1, ['p2wpkh']))
    const s = selectCoins({ coins: [coins[0]!], amount: 50_000n - fee - 100n, rate: 1, from: 'p2wpkh', to: 'p2wpkh' })
    expect(s.change).toBe(0n)
    expect(s.fee).toBe(fee + 100n)
    expect(100n).toBeLessThan(DUST_LIMIT)
  })

  it('more than all coins (with the fee) is refused with what is available and needed', () => {
    expect(() => selectCoins({ coins, amount: 260_000n, rate: 1, from: 'p2wpkh', to: 'p2tr' })).toThrow(InsufficientFunds)
    expect(() => selectCoins({ coins, amount: 260_000n, rate: 1, from: 'p2wpkh', to: 'p2tr' })).toThrow(/^Insufficient funds: 260000 sat available/)
  })

  it('sizes with the largest signatures: P2WPKH 1-in 2-out 141 vB, P2TR key path 1-in 2-out 154 vB, P2PKH 1-in 2-out 226 vB', () => {
    expect(virtualSize('p2wpkh', 1, ['p2wpkh', 'p2wpkh'])).toBe(141)
    expect(virtualSize('p2tr', 1, ['p2tr', 'p2tr'])).toBe(154)
    expect(virtualSize('p2pkh', 1, ['p2pkh', 'p2pkh'])).toBe(226)
  })

  it("the fee rate is /fee-estimates' rate for the target (or the next one there), at least 1 sat/vB", () => {
    expect(rateFor({ '1': 20, '3': 10, '6': 5.5, '144': 1 }, 6)).toBe(5.5)
    expect(rateFor({ '1': 20, '3': 10, '144': 1 }, 6)).toBe(1)
    expect(rateFor({ '1': 0.5 }, 6)).toBe(1)
    expect(rateFor({}, 6)).toBe(1)
    expect(feeFor(1.5, 141)).toBe(212n)
  })
})

describe('a planned payment from each address type, signed and accepted by the ledger', () => {
  it.each(['p2wpkh', 'p2tr', 'p2sh-p2wpkh', 'p2pkh'] as const)('from %s: accepted; the receiver gets the exact amount; fee ≥ rate × signed size, within 2 vB per input of it', async (type) => {
    const key = devBitcoinKey(4, type)
    const network = bitcoinRegtest(btc.url)
    const to = devBitcoinKey(0, 'p2wpkh').address
    const planned = await planPayment(ctx(), sessionOf(type, 4), { network, from: key.address, to, amount: 123_456n }, 6)
    const pair = ECPair.fromPrivateKey(key.privateKey, { network: networks.regtest })
    const signer = key.internalPubkey ? pair.tweak(bcrypto.taggedHash('TapTweak', key.internalPubkey)) : pair
    planned.psbt.signAllInputs(signer)
    planned.psbt.finalizeAllInputs()
    const hex = planned.psbt.extractTransaction().toHex()
    const before = await ledgerBalance(btc.url, to)
    const txid = await broadcast(ctx(), network, hex)
    expect(await ledgerBalance(btc.url, to)).toBe(before + 123_456n)
    const tx = await ledgerTx(btc.url, txid)
    expect(BigInt(tx.fee)).toBe(planned.fee)
    const signedVsize = Math.ceil(tx.weight / 4)
    expect(tx.fee).toBeGreaterThanOrEqual(Math.ceil(1.5 * signedVsize))
    expect(tx.fee).toBeLessThanOrEqual(Math.ceil(1.5 * (signedVsize + 2 * tx.vin.length)))
  })
})
