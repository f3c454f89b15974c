// The simulated Cosmos chain's state machine: a stand-in for a Cosmos SDK chain, since none runs on this
// machine. It keeps bank balances (one denomination) and auth accounts, and runs each transaction the way
// the SDK's ante handler and bank module would: decode, basic checks, minimum gas price, fee deduction,
// public key, sequence, signature (SIGN_MODE_DIRECT or SIGN_MODE_LEGACY_AMINO_JSON over this chain id and
// the account number), gas, then the MsgSend itself. Error codes, codespaces and messages are the SDK's.
// Each transaction that passes CheckTx is put into a block of its own at once; if its message then fails
// (e.g. insufficient funds for the amount), it is still included with the error code and pays its fee,
// as on a real chain.
import { makeSignDoc, serializeSignDoc, type StdFee } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { bech32 } from 'bech32'
import { AminoTypes, createBankAminoConverters } from '@cosmjs/stargate'
import { MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { cosmosAddress } from '../dev/cosmos-keys'

export const CHAIN_LABEL = 'simulated Cosmos chain'
const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey'
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'
/** The fee collector module account, where fees go. */
export const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
const MAX_MEMO_CHARACTERS = 256
/** Gas: the SDK's defaults for tx size (10/byte) and a secp256k1 signature (1000), plus a flat cost for the bank send. */
const GAS = { perByte: 10n, perSignature: 1000n, perSend: 40_000n, base: 20_000n } as const

export class CosmosTxError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly codespace = 'sdk',
  ) {
    super(message)
  }
}

export interface Event {
  type: string
  attributes: Array<{ key: string; value: string; index: boolean }>
}

export interface TxResult {
  code: number
  codespace: string
  log: string
  data?: Uint8Array
  events: Event[]
  gasWanted: bigint
  gasUsed: bigint
}

export interface ChainBlock {
  height: number
  /** RFC 3339 with nanoseconds, as CometBFT writes it. */
  time: string
  hash: string
  appHash: string
  txs: Uint8Array[]
}

export interface StoredTx {
  hash: string
  height: number
  index: number
  tx: Uint8Array
  result: TxResult
}

export interface Account {
  address: string
  accountNumber: bigint
  sequence: bigint
  pubkey?: Uint8Array
}

export interface CosmosChainOptions {
  chainId: string
  denom: string
  prefix: string
  /** Minimum gas price in `denom` per unit of gas, as a fraction (0.025 = 25/1000). */
  minGasPrice: { numerator: bigint; denominator: bigint }
  genesis: ReadonlyArray<{ address: string; amount: bigint }>
  now?: () => Date
}

interface Decoded {
  body: TxBody
  authInfo: AuthInfo
  raw: TxRaw
  sends: MsgSend[]
}

const attrs = (pairs: Record<string, string>) => Object.entries(pairs).map(([key, value]) => ({ key, value, index: true }))
const rfc3339 = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z')
const amino = new AminoTypes(createBankAminoConverters())
/** A successful result's data: one MsgSendResponse per message. */
const msgData = (count: number) => TxMsgData.encode(TxMsgData.fromPartial({ msgResponses: Array.from({ length: count }, () => ({ typeUrl: `${MSG_SEND}Response`, value: MsgSendResponse.encode({}).finish() })) })).finish()

/** Throws unless `value` is a bech32 account address (20 or 32 bytes) with this prefix. */
export function checkBech32(value: string, prefix: string): void {
  const { prefix: got, words } = bech32.decode(value, 90)
  if (got !== prefix) throw new Error(`expected prefix ${prefix}, got ${got}`)
  const length = bech32.fromWords(words).length
  if (length !== 20 && length !== 32) throw new Error(`address length must be 20 or 32 bytes, got ${length}`)
}

export interface CosmosChain {
  readonly label: typeof CHAIN_LABEL
  readonly options: CosmosChainOptions
  height(): number
  block(height: number): ChainBlock | undefined
  latestBlock(): ChainBlock
  balance(address: string): bigint
  account(address: string): Account | undefined
  /** Runs the transaction without signatures or state change; returns the gas it used and its result. */
  simulate(txBytes: Uint8Array): { gasUsed: bigint; result: TxResult }
  /** CheckTx, then (when it passes) a new block holding the transaction. Returns CheckTx's answer. */
  broadcast(txBytes: Uint8Array): TxResult & { hash: string }
  tx(hash: string): StoredTx | undefined
  /** Transactions matching a CometBFT query (`tx.hash='…'`, `tx.height=5`, `transfer.recipient='…'`, joined by AND). */
  search(query: string): StoredTx[]
}

export function createCosmosChain(o: CosmosChainOptions): CosmosChain {
  const now = o.now ?? (() => new Date())
  const balances = new Map<string, bigint>()
  const accounts = new Map<string, Account>()
  let nextAccountNumber = 0n
  const ensureAccount = (address: string): Account => {
    let account = accounts.get(address)
    if (!account) accounts.set(address, (account = { address, accountNumber: nextAccountNumber++, sequence: 0n }))
    return account
  }
  for (const { address, amount } of o.genesis) {
    ensureAccount(address)
    balances.set(address, (balances.get(address) ?? 0n) + amount)
  }
  const coin = (amount: bigint) => `${amount}${o.denom}`

  const blocks: ChainBlock[] = []
  const txs = new Map<string, StoredTx>()
  const mine = (included: Uint8Array[]): ChainBlock => {
    const height = blocks.length + 1
    const prev = blocks[blocks.length - 1]?.hash ?? ''
    const hash = toHex(sha256(new TextEncoder().encode(`${o.chainId}/${height}/${prev}/${included.map((t) => toHex(sha256(t))).join(',')}`))).toUpperCase()
    const state = [...balances].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, v]) => `${a}=${v}`).join(';')
    const block = { height, time: rfc3339(now()), hash, appHash: toHex(sha256(new TextEncoder().encode(state))).toUpperCase(), txs: included }
    blocks.push(block)
    return block
  }
  mine([])

  const validAddress = (value: string, what: string) => {
    try {
      checkBech32(value, o.prefix)
    } catch (error) {
      throw new CosmosTxError(7, `invalid ${what} address: ${(error as Error).message}: invalid address`)
    }
  }

  const decode = (bytes: Uint8Array): Decoded => {
    let raw: TxRaw, body: TxBody, authInfo: AuthInfo
    try {
      raw = TxRaw.decode(bytes)
      body = TxBody.decode(raw.bodyBytes)
      authInfo = AuthInfo.decode(raw.authInfoBytes)
    } catch (error) {
      throw new CosmosTxError(2, `${(error as Error).message}: tx parse error`)
    }
    const sends = body.messages.map((any) => {
      if (any.typeUrl !== MSG_SEND) throw new CosmosTxError(2, `unable to resolve type URL ${any.typeUrl}: tx parse error`)
      return MsgSend.decode(any.value)
    })
    return { raw, body, authInfo, sends }
  }

  const gasOf = (d: Decoded): bigint => {
    const size = BigInt(d.raw.bodyBytes.length + d.raw.authInfoBytes.length + 64 * d.authInfo.signerInfos.length)
    return GAS.base + GAS.perByte * size + GAS.perSignature * BigInt(d.authInfo.signerInfos.length) + GAS.perSend * BigInt(d.sends.length)
  }

  /** The ante handler: every check before the messages run. Changes nothing; returns what deliver applies. */
  const ante = (d: Decoded, simulate: boolean) => {
    const { body, authInfo, raw, sends } = d
    if (sends.length === 0) throw new CosmosTxError(18, 'must contain at least one message: invalid request')
    if (body.memo.length > MAX_MEMO_CHARACTERS) throw new CosmosTxError(12, `maximum number of characters is ${MAX_MEMO_CHARACTERS} but received ${body.memo.length} characters: memo too large`)
    for (const send of sends) {
      validAddress(send.fromAddress, 'from')
      validAddress(send.toAddress, 'to')
      if (send.amount.length === 0 || send.amount.some((c) => !/^[1-9]\d*$/.test(c.amount) || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(c.denom)))
        throw new CosmosTxError(10, `${send.amount.map((c) => `${c.amount}${c.denom}`).join(',')}: invalid coins`)
    }
    const signer = sends[0]!.fromAddress
    if (sends.some((s) => s.fromAddress !== signer)) throw new CosmosTxError(4, `wrong number of signers; expected 1, got ${new Set(sends.map((s) => s.fromAddress)).size}: unauthorized`)
    if (authInfo.signerInfos.length !== 1) throw new CosmosTxError(4, `wrong number of signers; expected 1, got ${authInfo.signerInfos.length}: unauthorized`)
    if (!simulate && raw.signatures.length !== 1) throw new CosmosTxError(4, `wrong number of signatures; expected 1, got ${raw.signatures.length}: unauthorized`)

    const gasLimit = authInfo.fee?.gasLimit ?? 0n
    const feeCoins = authInfo.fee?.amount ?? []
    if (feeCoins.some((c) => c.denom !== o.denom || !/^\d+$/.test(c.amount))) throw new CosmosTxError(13, `insufficient fees; got: ${feeCoins.map((c) => c.amount + c.denom).join(',')} required: ${coin(requiredFee(gasLimit))}: insufficient fee`)
    const fee = feeCoins.reduce((sum, c) => sum + BigInt(c.amount), 0n)
    if (!simulate && fee < requiredFee(gasLimit)) throw new CosmosTxError(13, `insufficient fees; got: ${coin(fee)} required: ${coin(requiredFee(gasLimit))}: insufficient fee`)

    const account = accounts.get(signer)
    if (!account) throw new CosmosTxError(9, `account ${signer} does not exist: unknown address`)
    if ((balances.get(signer) ?? 0n) < fee) throw new CosmosTxError(5, `spendable balance ${coin(balances.get(signer) ?? 0n)} is smaller than ${coin(fee)}: insufficient funds`)

    const info = authInfo.signerInfos[0]!
    let pubkey = account.pubkey
    if (info.publicKey) {
      if (info.publicKey.typeUrl !== SECP256K1_PUBKEY) throw new CosmosTxError(8, `unsupported public key type ${info.publicKey.typeUrl}: invalid pubkey`)
      const given = PubKey.decode(info.publicKey.value).key
      if (cosmosAddress(given, o.prefix) !== signer) throw new CosmosTxError(8, `pubKey does not match signer address ${signer} with signer index: 0: invalid pubkey`)
      pubkey = given
    }
    if (!pubkey) throw new CosmosTxError(8, 'pubkey on account is not set: invalid pubkey')
    if (info.sequence !== account.sequence) throw new CosmosTxError(32, `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}: incorrect account sequence`)

    if (!simulate) {
      const mode = info.modeInfo?.single?.mode
      let signBytes: Uint8Array
      if (mode === SignMode.SIGN_MODE_DIRECT) {
        signBytes = SignDoc.encode({ bodyBytes: raw.bodyBytes, authInfoBytes: raw.authInfoBytes, chainId: o.chainId, accountNumber: account.accountNumber }).finish()
      } else if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
        const stdFee: StdFee = { amount: feeCoins.map((c) => ({ denom: c.denom, amount: c.amount })), gas: gasLimit.toString(), ...(authInfo.fee?.granter ? { granter: authInfo.fee.granter } : {}), ...(authInfo.fee?.payer ? { payer: authInfo.fee.payer } : {}) }
        const msgs = body.messages.map((any) => amino.toAmino({ typeUrl: any.typeUrl, value: MsgSend.decode(any.value) }))
        signBytes = serializeSignDoc(makeSignDoc(msgs, stdFee, o.chainId, body.memo, account.accountNumber, account.sequence.toString(), body.timeoutHeight || undefined))
      } else {
        throw new CosmosTxError(18, `signature mode ${mode ?? 'none'} is not supported: invalid request`)
      }
      const signature = raw.signatures[0]!
      const valid = signature.length === 64 && Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(signBytes), pubkey)
      if (!valid) throw new CosmosTxError(4, `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${o.chainId}): unauthorized`)
    }
    const gasUsed = gasOf(d)
    if (!simulate && gasUsed > gasLimit) throw new CosmosTxError(11, `out of gas in location: txSize; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}: out of gas`)
    return { signer, account, pubkey, fee, gasLimit, gasUsed }
  }

  function requiredFee(gasLimit: bigint): bigint {
    const { numerator, denominator } = o.minGasPrice
    return (gasLimit * numerator + denominator - 1n) / denominator // rounded up, as the SDK does
  }

  /** The bank module: moves the coins of each MsgSend on a copy of the balances; throws on the first that cannot pay. */
  const runSends = (sends: MsgSend[], working: Map<string, bigint>): Event[] => {
    const events: Event[] = []
    sends.forEach((send, msgIndex) => {
      const amount = send.amount.filter((c) => c.denom === o.denom).reduce((sum, c) => sum + BigInt(c.amount), 0n)
      const other = send.amount.find((c) => c.denom !== o.denom)
      const have = working.get(send.fromAddress) ?? 0n
      if (other) throw new CosmosTxError(5, `failed to execute message; message index: ${msgIndex}: spendable balance 0${other.denom} is smaller than ${other.amount}${other.denom}: insufficient funds`)
      if (have < amount) throw new CosmosTxError(5, `failed to execute message; message index: ${msgIndex}: spendable balance ${coin(have)} is smaller than ${coin(amount)}: insufficient funds`)
      working.set(send.fromAddress, have - amount)
      working.set(send.toAddress, (working.get(send.toAddress) ?? 0n) + amount)
      const index = String(msgIndex)
      events.push(
        { type: 'message', attributes: attrs({ action: MSG_SEND, sender: send.fromAddress, module: 'bank', msg_index: index }) },
        { type: 'coin_spent', attributes: attrs({ spender: send.fromAddress, amount: coin(amount), msg_index: index }) },
        { type: 'coin_received', attributes: attrs({ receiver: send.toAddress, amount: coin(amount), msg_index: index }) },
        { type: 'transfer', attributes: attrs({ recipient: send.toAddress, sender: send.fromAddress, amount: coin(amount), msg_index: index }) },
      )
    })
    return events
  }

  const failure = (error: unknown, gasWanted: bigint, gasUsed: bigint): TxResult => {
    if (!(error instanceof CosmosTxError)) throw error
    return { code: error.code, codespace: error.codespace, log: error.message, events: [], gasWanted, gasUsed }
  }

  const simulate = (bytes: Uint8Array) => {
    const d = decode(bytes)
    const { gasUsed } = ante(d, true)
    const events = runSends(d.sends, new Map(balances))
    const data = msgData(d.sends.length)
    return { gasUsed, result: { code: 0, codespace: '', log: '', data, events, gasWanted: 0n, gasUsed } }
  }

  const broadcast = (bytes: Uint8Array) => {
    const hash = toHex(sha256(bytes)).toUpperCase()
    let d: Decoded
    let checked: ReturnType<typeof ante>
    try {
      if (txs.has(hash)) throw new CosmosTxError(19, 'tx already exists in cache')
      d = decode(bytes)
      checked = ante(d, false)
    } catch (error) {
      return { ...failure(error, 0n, 0n), hash }
    }
    const { signer, account, pubkey, fee, gasLimit, gasUsed } = checked
    // the ante handler's effects stay even if the message fails
    balances.set(signer, balances.get(signer)! - fee)
    balances.set(FEE_COLLECTOR, (balances.get(FEE_COLLECTOR) ?? 0n) + fee)
    account.sequence += 1n
    account.pubkey = pubkey
    const anteEvents: Event[] = [
      { type: 'coin_spent', attributes: attrs({ spender: signer, amount: coin(fee) }) },
      { type: 'coin_received', attributes: attrs({ receiver: FEE_COLLECTOR, amount: coin(fee) }) },
      { type: 'transfer', attributes: attrs({ recipient: FEE_COLLECTOR, sender: signer, amount: coin(fee) }) },
      { type: 'message', attributes: attrs({ sender: signer }) },
      { type: 'tx', attributes: attrs({ fee: coin(fee), fee_payer: signer }) },
      { type: 'tx', attributes: attrs({ acc_seq: `${signer}/${account.sequence - 1n}` }) },
      { type: 'tx', attributes: attrs({ signature: Buffer.from(d.raw.signatures[0]!).toString('base64') }) },
    ]
    let result: TxResult
    try {
      const working = new Map(balances)
      const events = runSends(d.sends, working)
      for (const [address, value] of working) {
        if (value !== balances.get(address)) ensureAccount(address)
        balances.set(address, value)
      }
      const data = msgData(d.sends.length)
      result = { code: 0, codespace: '', log: '', data, events: [...anteEvents, ...events], gasWanted: gasLimit, gasUsed }
    } catch (error) {
      result = { ...failure(error, gasLimit, gasUsed), events: anteEvents }
    }
    const block = mine([bytes])
    txs.set(hash, { hash, height: block.height, index: 0, tx: bytes, result })
    return { code: 0, codespace: '', log: '', events: [], gasWanted: gasLimit, gasUsed, hash }
  }

  const search = (query: string): StoredTx[] => {
    const terms = query.split(/\s+AND\s+/i).map((term) => {
      const m = /^\s*([\w.]+)\s*=\s*(?:'([^']*)'|(\d+))\s*$/.exec(term)
      if (!m) throw new Error(`unsupported query term: ${term}`)
      return { key: m[1]!, value: m[2] ?? m[3]! }
    })
    return [...txs.values()].filter((stored) =>
      terms.every(({ key, value }) => {
        if (key === 'tx.hash') return stored.hash === value.toUpperCase()
        if (key === 'tx.height') return String(stored.height) === value
        const dot = key.lastIndexOf('.')
        const [type, attribute] = [key.slice(0, dot), key.slice(dot + 1)]
        return stored.result.events.some((e) => e.type === type && e.attributes.some((a) => a.key === attribute && a.value === value))
      }),
    )
  }

  return {
    label: CHAIN_LABEL,
    options: o,
    height: () => blocks.length,
    block: (height) => blocks[height - 1],
    latestBlock: () => blocks[blocks.length - 1]!,
    balance: (address) => balances.get(address) ?? 0n,
    account: (address) => accounts.get(address),
    simulate,
    broadcast,
    tx: (hash) => txs.get(hash.toUpperCase()),
    search,
  }
}
