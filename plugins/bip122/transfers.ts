// Sending bitcoin (loaded on the first send, with bitcoinjs-lib): coins from the sender's Esplora
// UTXOs, largest first; the fee rate from /fee-estimates; change back to the sender; a PSBT the wallet
// signs (signPsbt, WalletConnect's shape, which every Bitcoin session here answers); then the plugin
// finalizes it, checks the wallet changed no output, and broadcasts it with POST /tx. A wallet that
// cannot sign PSBTs sends with its own sendTransfer instead. Exact in satoshi throughout.
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as addresses, initEccLib, payments, Psbt, type Network as BitcoinParams } from 'bitcoinjs-lib'
import { errorCode, gangwayError, rpcErrorCodes, type KernelContext, type Network, type NamespaceTransfers, type TransferRequest, type WalletSession } from 'gangway'
import { bitcoinAddressType, paramsOf } from './address'
import { esploraBase, esploraGet } from './esplora'
import { canSpend, feeFor, rateFor, selectCoins, virtualSize, type Coin } from './fees'
import { chainKindOf } from './networks'

// bitcoinjs-lib needs an ECC backend for taproot outputs; this one is pure JS and safe in a page.
initEccLib(ecc)

export const CONFIRM_TIMEOUT_MS = 120_000

/** The ledger refused the transaction: its own words (Bitcoin Core's reject reason). */
export class BroadcastRejected extends Error {
  override name = 'BroadcastRejected'
  /** What a person reads (describeError uses it): the node's own words, without the RPC wrapping. */
  readonly reason: string
  constructor(readonly body: string) {
    super(body)
    const json = /\{.*\}/s.exec(body)?.[0]
    let said: unknown
    try {
      said = json && (JSON.parse(json) as { message?: unknown }).message
    } catch {
      // not Bitcoin Core's JSON error: keep the text as it came
    }
    this.reason = `The network refused the transaction: ${typeof said === 'string' && said ? said : body}`
  }
}

const hexToBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16))
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

interface PlannedPayment {
  psbt: Psbt
  fee: bigint
  /** The outputs as planned, to check the wallet's signed PSBT against. */
  outputs: Array<{ script: Uint8Array; value: bigint }>
}

/** The sender's public key (hex), for inputs that need it: nested segwit's redeem script, taproot's internal key. */
async function publicKeyOf(session: WalletSession, address: string): Promise<Uint8Array> {
  let key = session.accounts.find((a) => a.address === address)?.publicKey
  if (!key && session.request) {
    const listed = (await session.request({ method: 'getAccountAddresses', params: { account: address } })) as Array<{ address: string; publicKey?: string }>
    key = listed.find((a) => a.address === address)?.publicKey
  }
  if (!key) throw new Error(`The wallet did not share the public key of ${address}`)
  return hexToBytes(key)
}

/** Builds the unsigned PSBT: inputs with what each type's signer needs, the payment, change back to the sender. */
export async function planPayment(ctx: KernelContext, session: WalletSession, r: TransferRequest, feeTarget: number): Promise<PlannedPayment> {
  const kind = chainKindOf(r.network)
  const params: BitcoinParams = paramsOf(r.network)
  const toType = bitcoinAddressType(r.to, kind)
  if (!toType) throw new Error(`${r.to} is not a ${r.network.name} address`)
  const fromType = bitcoinAddressType(r.from, kind)
  if (!fromType || !canSpend(fromType)) throw new Error(`Cannot send from ${r.from} on ${r.network.name}`)
  const [utxos, estimates] = await Promise.all([
    esploraGet<Array<{ txid: string; vout: number; value: number }>>(ctx, r.network, `/address/${encodeURIComponent(r.from)}/utxo`),
    esploraGet<Record<string, number>>(ctx, r.network, '/fee-estimates'),
  ])
  const coins: Coin[] = utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value) }))
  const { inputs, change, fee } = selectCoins({ coins, amount: r.amount, rate: rateFor(estimates, feeTarget), from: fromType, to: toType })

  const psbt = new Psbt({ network: params })
  const fromScript = addresses.toOutputScript(r.from, params)
  const publicKey = fromType === 'p2sh' || fromType === 'p2tr' ? await publicKeyOf(session, r.from) : undefined
  for (const coin of inputs) {
    if (fromType === 'p2pkh') {
      // Legacy inputs sign over the whole previous transaction.
      psbt.addInput({ hash: coin.txid, index: coin.vout, nonWitnessUtxo: hexToBytes(await esploraGet<string>(ctx, r.network, `/tx/${coin.txid}/hex`, 'text')) })
      continue
    }
    const witnessUtxo = { script: fromScript, value: coin.value }
    if (fromType === 'p2sh') psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo, redeemScript: payments.p2wpkh({ pubkey: publicKey!, network: params }).output! })
    else if (fromType === 'p2tr') psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo, tapInternalKey: publicKey!.length === 33 ? publicKey!.subarray(1) : publicKey! })
    else psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo })
  }
  psbt.addOutput({ address: r.to, value: r.amount })
  if (change > 0n) psbt.addOutput({ address: r.from, value: change })
  return { psbt, fee, outputs: psbt.txOutputs.map((o) => ({ script: o.script, value: o.value })) }
}

/** POST /tx: the txid, or the ledger's refusal in its own words. */
export async function broadcast(ctx: KernelContext, network: Network, hex: string): Promise<string> {
  const res = await ctx.env.fetch(`${esploraBase(network)}/tx`, { method: 'POST', body: hex })
  const body = (await res.text()).trim()
  if (!res.ok) throw new BroadcastRejected(body || errorMessageFor(res.status))
  return body
}
const errorMessageFor = (status: number) => gangwayError('HTTP_STATUS', status).message

/** The wallet's signed PSBT, finalized, as raw transaction hex; refused when the wallet changed an output. */
export function finalizeSigned(signedBase64: string, planned: PlannedPayment, params: BitcoinParams): string {
  const signed = Psbt.fromBase64(signedBase64, { network: params })
  const outputs = signed.txOutputs
  const unchanged = outputs.length === planned.outputs.length && outputs.every((o, i) => o.value === planned.outputs[i]!.value && sameBytes(o.script, planned.outputs[i]!.script))
  if (!unchanged) throw new Error('The wallet changed the outputs of the transaction')
  signed.data.inputs.forEach((input, i) => {
    if (!input.finalScriptSig && !input.finalScriptWitness) signed.finalizeInput(i)
  })
  return signed.extractTransaction().toHex()
}

const isUnsupported = (error: unknown) => [rpcErrorCodes.UNSUPPORTED_METHOD, rpcErrorCodes.METHOD_NOT_FOUND].includes(errorCode(error) as never)

export function bitcoinTransfers(o: { feeTarget: number }): NamespaceTransfers {
  return {
    async send(ctx, session, r) {
      if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
      if (r.token) throw gangwayError('UNSUPPORTED_CHAIN')
      const planned = await planPayment(ctx, session, r, o.feeTarget)
      const taproot = bitcoinAddressType(r.from, chainKindOf(r.network)) === 'p2tr'
      const signInputs = planned.psbt.txInputs.map((_, index) => ({ address: r.from, index, sighashTypes: [taproot ? 0 : 1] }))
      let signed: { psbt: string; txid?: string }
      try {
        signed = (await session.request({ method: 'signPsbt', params: { account: r.from, psbt: planned.psbt.toBase64(), signInputs, broadcast: false } })) as { psbt: string; txid?: string }
      } catch (error) {
        if (!isUnsupported(error)) throw error
        // No PSBT signing: the wallet chooses the coins and sends.
        const sent = (await session.request({ method: 'sendTransfer', params: { account: r.from, recipientAddress: r.to, amount: r.amount.toString() } })) as { txid?: string; tx_id?: string }
        const txid = sent.txid ?? sent.tx_id
        if (!txid) throw new Error('The wallet named no transaction id')
        return txid
      }
      if (signed.txid) return signed.txid
      return broadcast(ctx, r.network, finalizeSigned(signed.psbt, planned, paramsOf(r.network)))
    },
    async confirm(ctx, network, txid) {
      // Esplora knows a transaction once a node accepted it (mempool or block): that is when balances show it.
      const deadline = Date.now() + CONFIRM_TIMEOUT_MS
      while (Date.now() < deadline) {
        const res = await ctx.env.fetch(`${esploraBase(network)}/tx/${txid}/status`)
        if (res.ok) return
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      throw gangwayError('REQUEST_TIMEOUT')
    },
    async feeReserve(ctx, network) {
      // A 'Max' keeps back the fee of spending three payment coins to one output, at today's rate.
      const rate = rateFor(await esploraGet<Record<string, number>>(ctx, network, '/fee-estimates'), o.feeTarget)
      return feeFor(rate, virtualSize('p2wpkh', 3, ['p2wpkh']))
    },
  }
}
