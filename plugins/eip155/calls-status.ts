// wallet_getCallsStatus for a batch the modal sent one by one (./calls): EIP-5792 v2's answer, read
// from the transactions' receipts. 100 pending, 200 every call landed, 500 the first call reverted
// (only gas was spent), 600 some calls landed before one reverted or was not sent.
import { rpc, type KernelContext, type Network } from 'gangway'

export interface Batch {
  id: string
  /** Hex chain id, as EIP-5792 writes it. */
  chainId: string
  network: Network
  /** How many calls the batch holds, and the hashes of those sent so far (in order). */
  total: number
  hashes: string[]
  /** Set when a call reverted or a later one was refused or failed: nothing further is sent. */
  stopped?: boolean
}

interface NodeReceipt {
  status?: string
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
  logs: Array<{ address: string; data: string; topics: string[] }>
}

export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: string
  atomic: false
  status: 100 | 200 | 500 | 600
  receipts: Array<Pick<NodeReceipt, 'status' | 'blockHash' | 'blockNumber' | 'gasUsed' | 'transactionHash' | 'logs'>>
}

export async function statusOf(ctx: KernelContext, batch: Batch): Promise<CallsStatus> {
  const hashes = [...batch.hashes]
  const found = await Promise.all(hashes.map((hash) => rpc<NodeReceipt | null>(ctx, batch.network, 'eth_getTransactionReceipt', [hash])))
  const receipts = found.filter((r): r is NodeReceipt => r !== null)
  const landed = receipts.filter((r) => r.status === '0x1').length
  const failed = batch.stopped || receipts.length > landed
  const status = receipts.length < hashes.length || (!failed && hashes.length < batch.total) ? 100 : !failed ? 200 : landed === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: batch.chainId,
    atomic: false,
    status,
    receipts: receipts.map(({ status: s, blockHash, blockNumber, gasUsed, transactionHash, logs }) => ({
      status: s,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
      logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
    })),
  }
}
