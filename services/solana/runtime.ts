// The local Solana runtime: litesvm (the real Solana runtime, in process) with what a validator
// adds around it for clients: slots, a window of recent blockhashes, signature statuses and a
// small transaction history. Every transaction is final the moment it is processed.
import { createHash } from 'node:crypto'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { encodeBase58 } from '../../plugins/solana/base58'

type SvmAddress = Parameters<LiteSVM['getBalance']>[0]
type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]
type SvmLamports = Parameters<LiteSVM['airdrop']>[1]

/** Blockhashes stay valid this many slots, as on a real cluster. */
export const BLOCKHASH_VALID_SLOTS = 150
export const FEE_PER_SIGNATURE = 5000

export interface ProcessedTransaction {
  signature: string
  slot: number
  blockTime: number
  /** The wire transaction as sent. */
  wire: Uint8Array
  accountKeys: string[]
  /** null when it succeeded; the runtime's error text otherwise. */
  err: string | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  logs: string[]
}

export interface SendResult {
  signature: string
  err: string | null
  logs: string[]
}

export class TransactionRejected extends Error {
  constructor(
    message: string,
    readonly err: string,
    readonly logs: string[],
  ) {
    super(message)
  }
}

const svmAddress = (address: string) => address as SvmAddress

/** litesvm's TransactionErrorFieldless, in its order: litesvm gives these errors as bare numbers. */
const FIELDLESS_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee', 'InvalidAccountForFee',
  'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance', 'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion', 'InvalidWritableAccount', 'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded', 'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const

/** The error's name: a fieldless one by its variant name (as a validator's RPC gives it), others as litesvm prints them. */
export function errorName(err: unknown): string {
  if (typeof err === 'number') return FIELDLESS_ERRORS[err] ?? `TransactionError ${err}`
  return String(err)
}

/** What a validator's preflight says after 'Transaction simulation failed: ' (Agave's TransactionError text) for the common refusals. */
export function validatorMessage(name: string): string {
  const rent = /InsufficientFundsForRent \{ account_index: (\d+) \}/.exec(name)
  if (rent) return `Transaction results in an account (${rent[1]}) with insufficient funds for rent`
  const said: Record<string, string> = {
    AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
    InsufficientFundsForFee: 'Insufficient funds for fee',
    BlockhashNotFound: 'Blockhash not found',
    AlreadyProcessed: 'This transaction has already been processed',
  }
  return said[name] ?? name
}

/** Throws on an address that is not a valid base58 public key. */
export const checkAddress = (address: string): string => new PublicKey(address).toBase58()

export function createSolanaRuntime(o: { genesisSeed?: string } = {}) {
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  const genesisHash = encodeBase58(createHash('sha256').update(o.genesisSeed ?? 'gangway local solana').digest())
  let slot = 1
  const recentBlockhashes = new Map<string, number>([[svm.latestBlockhash(), slot]])
  const history = new Map<string, ProcessedTransaction>()
  const listeners = new Set<(tx: ProcessedTransaction) => void>()

  const balanceOf = (address: string): number => Number(svm.getBalance(svmAddress(address)) ?? 0n)
  const latestBlockhash = () => [...recentBlockhashes.keys()].at(-1)!
  const isBlockhashValid = (hash: string) => {
    const issued = recentBlockhashes.get(hash)
    return issued !== undefined && slot - issued <= BLOCKHASH_VALID_SLOTS
  }
  // A new slot and a new blockhash after every transaction, so two identical transfers differ.
  const nextSlot = () => {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    recentBlockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, issued] of recentBlockhashes) if (slot - issued > BLOCKHASH_VALID_SLOTS) recentBlockhashes.delete(hash)
  }

  function record(tx: Omit<ProcessedTransaction, 'slot' | 'blockTime'>): ProcessedTransaction {
    const processed = { ...tx, slot, blockTime: Math.floor(Date.now() / 1000) }
    history.set(processed.signature, processed)
    nextSlot()
    listeners.forEach((listener) => listener(processed))
    return processed
  }

  return {
    genesisHash,
    slot: () => slot,
    blockHeight: () => slot,
    latestBlockhash: () => ({ blockhash: latestBlockhash(), lastValidBlockHeight: recentBlockhashes.get(latestBlockhash())! + BLOCKHASH_VALID_SLOTS }),
    isBlockhashValid,
    balance: balanceOf,
    account: (address: string) => {
      const account = svm.getAccount(svmAddress(address))
      return account.exists ? account : null
    },
    /** Accounts owned by `programId`, for token-account lookups. */
    programAccounts: (programId: string) => svm.getProgramAccounts(svmAddress(programId)),
    minimumBalanceForRentExemption: (dataLength: number) => Number(svm.minimumBalanceForRentExemption(BigInt(dataLength))),

    airdrop(address: string, lamports: number): string {
      checkAddress(address)
      const pre = balanceOf(address)
      const result = svm.airdrop(svmAddress(address), BigInt(lamports) as SvmLamports)
      if (!result || result instanceof FailedTransactionMetadata) throw new Error(`airdrop failed: ${result?.toString() ?? 'no result'}`)
      const signature = encodeBase58(result.signature())
      record({ signature, wire: new Uint8Array(), accountKeys: [address], err: null, fee: 0, preBalances: [pre], postBalances: [balanceOf(address)], logs: result.logs() })
      return signature
    },

    /**
     * Runs a wire transaction. Preflight (unless skipped) rejects a failing one without charging
     * it, like a validator's RPC; a transaction that fails after preflight is recorded with its error.
     */
    send(wire: Uint8Array, o: { skipPreflight?: boolean } = {}): SendResult {
      const tx = VersionedTransaction.deserialize(wire)
      const { header, staticAccountKeys } = tx.message
      const accountKeys = staticAccountKeys.map((key) => key.toBase58())
      const signature = encodeBase58(tx.signatures[0] ?? new Uint8Array(64))
      if (history.has(signature)) throw new TransactionRejected('Transaction simulation failed: This transaction has already been processed', 'AlreadyProcessed', [])
      if (!isBlockhashValid(tx.message.recentBlockhash)) throw new TransactionRejected('Transaction simulation failed: Blockhash not found', 'BlockhashNotFound', [])
      const signatures = Object.fromEntries(accountKeys.slice(0, header.numRequiredSignatures).map((key, i) => [key, tx.signatures[i] ?? null]))
      const svmTx = { messageBytes: tx.message.serialize(), signatures } as unknown as SvmTransaction
      if (!o.skipPreflight) {
        const simulated = svm.simulateTransaction(svmTx)
        if (simulated instanceof FailedTransactionMetadata) {
          const logs = simulated.meta().logs()
          const err = errorName(simulated.err())
          throw new TransactionRejected(`Transaction simulation failed: ${validatorMessage(err)}`, err, logs)
        }
      }
      const preBalances = accountKeys.map(balanceOf)
      const result = svm.sendTransaction(svmTx)
      const failed = result instanceof FailedTransactionMetadata
      const err = failed ? errorName(result.err()) : null
      const logs = failed ? result.meta().logs() : result.logs()
      record({ signature, wire, accountKeys, err, fee: FEE_PER_SIGNATURE * header.numRequiredSignatures, preBalances, postBalances: accountKeys.map(balanceOf), logs })
      return { signature, err, logs }
    },

    transaction: (signature: string): ProcessedTransaction | undefined => history.get(signature),
    /** Newest first, like getSignaturesForAddress. */
    transactionsOf(address: string, o: { limit?: number; before?: string } = {}): ProcessedTransaction[] {
      const all = [...history.values()].filter((tx) => tx.accountKeys.includes(address)).reverse()
      const start = o.before ? all.findIndex((tx) => tx.signature === o.before) + 1 : 0
      return all.slice(start, start + (o.limit ?? 1000))
    },
    onProcessed(listener: (tx: ProcessedTransaction) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type SolanaRuntime = ReturnType<typeof createSolanaRuntime>
