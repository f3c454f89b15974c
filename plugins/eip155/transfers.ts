// Sending on eip155 (loaded on the first send): native value with eth_sendTransaction, ERC-20s
// with the token's transfer(to, amount) encoded from the standard ABI (SPEC §7).
import { encodeFunctionData, erc20Abi, numberToHex, type Address } from 'viem'
import { gangwayError, rpc, type KernelContext, type Network, type TransferRequest, type WalletSession } from 'gangway'

export async function send(_ctx: KernelContext, session: WalletSession, r: TransferRequest): Promise<string> {
  if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
  const tx = r.token
    ? {
        from: r.from,
        to: r.token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [r.to as Address, r.amount] }),
        value: '0x0',
      }
    : { from: r.from, to: r.to, data: '0x', value: numberToHex(r.amount) }
  return (await session.request({ method: 'eth_sendTransaction', params: [tx] })) as string
}

export const CONFIRM_TIMEOUT_MS = 120_000

/** Polls the receipt; a reverted transaction rejects. */
export async function confirm(ctx: KernelContext, network: Network, hash: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const receipt = await rpc<{ status?: string } | null>(ctx, network, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status === '0x0') throw new Error(`Transaction ${hash} reverted`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw gangwayError('REQUEST_TIMEOUT')
}

/** Twice the price of a plain transfer (21000 gas) at today's gas price. */
export async function feeReserve(ctx: KernelContext, network: Network): Promise<bigint> {
  return BigInt(await rpc<string>(ctx, network, 'eth_gasPrice')) * 21_000n * 2n
}
