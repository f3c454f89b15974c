// Sends a list of transactions from one key as fast as a local node allows: signed here with
// consecutive nonces and fixed gas limits (no estimate, no fee look-up per transaction), sent one
// after another, and checked together at the end. anvil mines each as it arrives, so nothing waits
// per transaction beyond the node's own answer.
import { createPublicClient, http, type Address, type Hex, type LocalAccount, type TransactionReceipt } from 'viem'

export interface BatchCall {
  /** Says what failed in an error message. */
  label: string
  /** Absent for a contract deployment. */
  to?: Address
  data: Hex
  value?: bigint
  /** Fixed limit; unused gas costs nothing on a dev chain. */
  gas: bigint
}

/** Far above anvil's base fee, so no transaction waits for a cheaper block. */
const MAX_FEE_PER_GAS = 50_000_000_000n
/** anvil mines each transaction as it arrives: a receipt takes milliseconds. */
const RECEIPT_TIMEOUT_MS = 20_000

/** `calls` may be a function of the first nonce, for batches that call contracts they deploy. */
export async function sendBatch(
  rpcUrl: string,
  account: LocalAccount,
  build: readonly BatchCall[] | ((firstNonce: number) => readonly BatchCall[]),
): Promise<TransactionReceipt[]> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const [chainId, firstNonce] = await Promise.all([client.getChainId(), client.getTransactionCount({ address: account.address, blockTag: 'pending' })])
  const calls = typeof build === 'function' ? build(firstNonce) : build
  const hashes: Hex[] = []
  for (const [i, call] of calls.entries()) {
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId,
      nonce: firstNonce + i,
      gas: call.gas,
      maxFeePerGas: MAX_FEE_PER_GAS,
      maxPriorityFeePerGas: 1n,
      to: call.to,
      data: call.data,
      value: call.value ?? 0n,
    })
    hashes.push(await client.sendRawTransaction({ serializedTransaction: signed }))
  }
  // The last one mined means every earlier nonce is mined too.
  // viem's own bound is 180 s, beyond any test hook: a transaction anvil never mines fails here, named
  if (hashes.length) {
    await client.waitForTransactionReceipt({ hash: hashes[hashes.length - 1]!, pollingInterval: 20, timeout: RECEIPT_TIMEOUT_MS }).catch((error: unknown) => {
      throw new Error(`${calls[calls.length - 1]!.label} on ${rpcUrl}: no receipt for ${hashes[hashes.length - 1]} within ${RECEIPT_TIMEOUT_MS} ms`, { cause: error })
    })
  }
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  receipts.forEach((receipt, i) => {
    if (receipt.status !== 'success') throw new Error(`${calls[i]!.label} reverted on ${rpcUrl} (${receipt.transactionHash})`)
  })
  return receipts
}
