// Turns an eth_sendTransaction request into a complete transaction to sign: what the dapp left
// out (nonce, gas, fees) is asked from the chain, as a real wallet would.
import { hexToBigInt, isAddress, isHex, type Address, type Hex, type TransactionSerializable } from 'viem'
import { ProviderRpcError, rpcCodes } from './errors'
import type { Rpc } from './rpc'

export interface TransactionRequest {
  from?: string
  to?: string | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

const big = (value: unknown, field: string): bigint => {
  if (!isHex(value)) throw new ProviderRpcError(rpcCodes.invalidParams, `${field} must be a hex quantity`)
  return hexToBigInt(value)
}

export async function prepareTransaction(rpc: Rpc, chainId: number, from: Address, tx: TransactionRequest): Promise<TransactionSerializable> {
  if (tx.to != null && !isAddress(tx.to)) throw new ProviderRpcError(rpcCodes.invalidParams, `Invalid "to" address: ${tx.to}`)
  const to = (tx.to ?? undefined) as Address | undefined
  const data = tx.data ?? tx.input
  const value = tx.value === undefined ? undefined : big(tx.value, 'value')

  const [nonce, gas, block] = await Promise.all([
    tx.nonce !== undefined ? Number(big(tx.nonce, 'nonce')) : rpc('eth_getTransactionCount', [from, 'pending']).then((n) => Number(big(n, 'nonce'))),
    tx.gas !== undefined ? big(tx.gas, 'gas') : rpc('eth_estimateGas', [{ from, to, value: tx.value, data }]).then((g) => big(g, 'gas')),
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Hex } | null>,
  ])
  const base = { chainId, nonce, gas, to, value, data }

  // legacy pricing when the dapp asks for it or the chain has no base fee
  if (tx.gasPrice !== undefined || !block?.baseFeePerGas) {
    const gasPrice = tx.gasPrice !== undefined ? big(tx.gasPrice, 'gasPrice') : big(await rpc('eth_gasPrice'), 'gasPrice')
    return { ...base, type: 'legacy', gasPrice }
  }
  const maxPriorityFeePerGas =
    tx.maxPriorityFeePerGas !== undefined ? big(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') : big(await rpc('eth_maxPriorityFeePerGas'), 'maxPriorityFeePerGas')
  // twice the base fee keeps the transaction valid through a few blocks of rising fees
  const maxFeePerGas = tx.maxFeePerGas !== undefined ? big(tx.maxFeePerGas, 'maxFeePerGas') : hexToBigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
  return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}
