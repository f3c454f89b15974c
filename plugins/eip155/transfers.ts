// Sending on eip155 (loaded on the first send): native value with eth_sendTransaction, ERC-20s
// with the token's transfer(to, amount) (SPEC §7), encoded here: one fixed signature is three words,
// where viem's ABI encoder would add ~6 KiB gzip to every host's send.
import { numberToHex } from 'viem'
import { gangwayError, rpc, type KernelContext, type Network, type TransferRequest, type WalletSession } from 'gangway'

/** The selector of ERC-20's transfer(address,uint256): the first 4 bytes of its keccak-256. */
const TRANSFER_SELECTOR = '0xa9059cbb'
const word = (hex: string) => hex.padStart(64, '0')

/** The call data of `transfer(to, amount)`; throws for what the ABI cannot hold (the send form checks both first). */
export function erc20TransferData(to: string, amount: bigint): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new Error(`Address "${to}" is invalid.`)
  if (amount < 0n || amount >= 2n ** 256n) throw new Error(`Amount ${amount} does not fit a uint256.`)
  return `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}

export async function send(_ctx: KernelContext, session: WalletSession, r: TransferRequest): Promise<string> {
  if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
  const tx = r.token
    ? {
        from: r.from,
        to: r.token.address,
        data: erc20TransferData(r.to, r.amount),
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
