// The ETH a Uniswap v2 Router02 swap pays out: the router unwraps WETH (WETH9 logs Withdrawal) and
// sends the ETH to the swap's `to` in an internal call, which no log records. Knowing its own
// router, the indexer credits that ETH to the recipient, so a swap back to ETH lists both sides.
import { decodeEventLog, decodeFunctionData, parseAbi, type Hex, type Log } from 'viem'
import type { SwapDeployment } from './types'

const wethEvents = parseAbi(['event Withdrawal(address indexed src, uint256 wad)'])
const routerPayouts = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
])

export function routerPayout(swaps: SwapDeployment, txTo: string, input: Hex, logs: ReadonlyArray<Pick<Log, 'address' | 'topics' | 'data'>>): { to: string; amount: bigint } | undefined {
  const router = swaps.router.toLowerCase()
  if (txTo !== router) return undefined
  let recipient: string
  try {
    recipient = (decodeFunctionData({ abi: routerPayouts, data: input }).args[3] as string).toLowerCase()
  } catch {
    return undefined // another router call: nothing paid out in ETH
  }
  let amount = 0n
  for (const log of logs) {
    if (log.address.toLowerCase() !== swaps.weth.toLowerCase()) continue
    try {
      const event = decodeEventLog({ abi: wethEvents, topics: log.topics as [Hex, ...Hex[]], data: log.data })
      if (event.args.src.toLowerCase() === router) amount += event.args.wad
    } catch {
      // Deposit, Transfer, Approval: not a payout
    }
  }
  return amount > 0n ? { to: recipient, amount } : undefined
}
