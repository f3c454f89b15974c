// The JSON-RPC methods an unmodified @solana/web3.js Connection (and the services) call, over
// the local runtime. Shapes follow the Solana RPC; every result is final at once.
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../plugins/solana/base58'
import { checkAddress, TransactionRejected, type ProcessedTransaction, type SolanaRuntime } from './runtime'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalidParams = (message: string) => new RpcFailure(-32602, `Invalid params: ${message}`)
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]

function address(value: unknown, what = 'address'): string {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a base58 string`)
  try {
    return checkAddress(value)
  } catch {
    throw invalidParams(`invalid ${what}: ${value}`)
  }
}
const config = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
function nonNegativeInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalidParams(`${what} must be a non-negative integer`)
  return value
}

interface EncodedAccount {
  lamports: bigint
  programAddress: string
  data: ArrayLike<number> & { length: number }
  executable: boolean
  space: bigint
}
const accountInfo = (account: EncodedAccount | null) =>
  account && {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    data: [Buffer.from(account.data).toString('base64'), 'base64'],
    executable: account.executable,
    rentEpoch: 0,
    space: Number(account.space),
  }

const status = (tx: ProcessedTransaction | undefined) =>
  tx && { slot: tx.slot, confirmations: null, err: tx.err, status: tx.err ? { Err: tx.err } : { Ok: null }, confirmationStatus: 'finalized' }

/** base64 as web3.js sends it, or base58, the RPC's (deprecated) default. */
function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string' || !value) throw invalidParams('transaction must be an encoded string')
  if (encoding === 'base64') return Buffer.from(value, 'base64')
  if (encoding === undefined || encoding === 'base58') return decodeBase58(value)
  throw invalidParams('encoding must be base64 or base58')
}

/** The public key stored at `offset` of an account's data (token accounts: mint at 0, owner at 32). */
const keyAt = (data: ArrayLike<number>, offset: number): string => new PublicKey(Uint8Array.from(data).subarray(offset, offset + 32)).toBase58()

export function solanaRpcMethods(runtime: SolanaRuntime): Record<string, (params: unknown[]) => unknown> {
  const context = () => ({ slot: runtime.slot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const tokenAccounts = (owner: string, filter: Record<string, unknown>) => {
    const mint = filter.mint === undefined ? undefined : address(filter.mint, 'mint')
    const programs = filter.programId === undefined ? TOKEN_PROGRAMS : [address(filter.programId, 'programId')]
    if (mint === undefined && filter.programId === undefined) throw invalidParams('filter needs mint or programId')
    return programs
      .flatMap((program) => runtime.programAccounts(program))
      .filter((account) => account.data.length >= 64)
      .filter((account) => keyAt(account.data, 32) === owner && (mint === undefined || keyAt(account.data, 0) === mint))
      .map((account) => ({ pubkey: account.address, account: accountInfo(account) }))
  }

  return {
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getHealth: () => 'ok',
    getGenesisHash: () => runtime.genesisHash,
    getSlot: () => runtime.slot(),
    getBlockHeight: () => runtime.blockHeight(),
    getEpochInfo: () => ({ absoluteSlot: runtime.slot(), blockHeight: runtime.blockHeight(), epoch: 0, slotIndex: runtime.slot(), slotsInEpoch: 432000, transactionCount: null }),
    getBalance: ([who]) => withContext(runtime.balance(address(who))),
    getAccountInfo: ([who]) => withContext(accountInfo(runtime.account(address(who)))),
    getMultipleAccounts: ([list]) => {
      if (!Array.isArray(list) || list.length > 100) throw invalidParams('expected up to 100 addresses')
      return withContext(list.map((who) => accountInfo(runtime.account(address(who)))))
    },
    getMinimumBalanceForRentExemption: ([size]) => runtime.minimumBalanceForRentExemption(nonNegativeInteger(size, 'data length')),
    getLatestBlockhash: () => withContext(runtime.latestBlockhash()),
    isBlockhashValid: ([hash]) => withContext(typeof hash === 'string' && runtime.isBlockhashValid(hash)),
    getFeeForMessage: ([message]) => {
      if (typeof message !== 'string') throw invalidParams('message must be base64')
      // The header's first byte (after a version prefix) is the number of signatures.
      const bytes = Buffer.from(message, 'base64')
      const signers = bytes[0]! & 0x80 ? bytes[1] : bytes[0]
      return withContext((signers ?? 1) * 5000)
    },
    requestAirdrop: ([who, lamports]) => runtime.airdrop(address(who), nonNegativeInteger(lamports, 'lamports')),
    sendTransaction: ([wire, options]) => {
      const o = config(options)
      try {
        return runtime.send(decodeWire(wire, o.encoding), { skipPreflight: o.skipPreflight === true }).signature
      } catch (error) {
        if (error instanceof TransactionRejected) throw new RpcFailure(-32002, error.message, { err: error.err, logs: error.logs, accounts: null, unitsConsumed: 0 })
        if (error instanceof RpcFailure) throw error
        throw invalidParams(`could not decode the transaction: ${(error as Error).message}`)
      }
    },
    getSignatureStatuses: ([list]) => {
      if (!Array.isArray(list) || list.length > 256) throw invalidParams('expected up to 256 signatures')
      return withContext(list.map((signature) => (typeof signature === 'string' ? (status(runtime.transaction(signature)) ?? null) : null)))
    },
    getTransaction: ([signature, options]) => {
      const tx = typeof signature === 'string' ? runtime.transaction(signature) : undefined
      if (!tx || tx.wire.length === 0) return null
      const encoding = config(options).encoding ?? 'json'
      if (encoding !== 'json' && encoding !== 'base64') throw invalidParams('encoding must be json or base64')
      const decoded = VersionedTransaction.deserialize(tx.wire)
      return {
        slot: tx.slot,
        blockTime: tx.blockTime,
        transaction: encoding === 'base64' ? [Buffer.from(tx.wire).toString('base64'), 'base64'] : transactionJson(decoded),
        meta: { err: tx.err, fee: tx.fee, preBalances: tx.preBalances, postBalances: tx.postBalances, logMessages: tx.logs, innerInstructions: [], preTokenBalances: [], postTokenBalances: [], status: tx.err ? { Err: tx.err } : { Ok: null } },
        version: decoded.version,
      }
    },
    getSignaturesForAddress: ([who, options]) => {
      const o = config(options)
      const limit = o.limit === undefined ? 1000 : Math.min(1000, nonNegativeInteger(o.limit, 'limit'))
      return runtime
        .transactionsOf(address(who), { limit, before: typeof o.before === 'string' ? o.before : undefined })
        .map((tx) => ({ signature: tx.signature, slot: tx.slot, blockTime: tx.blockTime, err: tx.err, memo: null, confirmationStatus: 'finalized' }))
    },
    getTokenAccountsByOwner: ([owner, filter]) => withContext(tokenAccounts(address(owner, 'owner'), config(filter))),
    getTokenAccountBalance: ([who]) => {
      const account = runtime.account(address(who))
      if (!account || account.data.length < 72 || !TOKEN_PROGRAMS.includes(account.programAddress)) throw new RpcFailure(-32602, 'Invalid param: not a Token account')
      const mint = runtime.account(keyAt(account.data, 0))
      const decimals = mint?.data[44] ?? 0
      const amount = Buffer.from(Uint8Array.from(account.data).subarray(64, 72)).readBigUInt64LE()
      return withContext({ amount: amount.toString(), decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: formatAmount(amount, decimals) })
    },
  }
}

function formatAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return digits.slice(0, digits.length - decimals) + (fraction ? `.${fraction}` : '')
}

/** The RPC's 'json' encoding of a transaction. */
function transactionJson(tx: VersionedTransaction) {
  const { message } = tx
  return {
    signatures: tx.signatures.map((signature) => encodeBase58(signature)),
    message: {
      header: message.header,
      accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((ix) => ({ programIdIndex: ix.programIdIndex, accounts: ix.accountKeyIndexes, data: encodeBase58(ix.data), stackHeight: null })),
      ...(message.version === 0 ? { addressTableLookups: message.addressTableLookups.map((l) => ({ ...l, accountKey: l.accountKey.toBase58() })) } : {}),
    },
  }
}
