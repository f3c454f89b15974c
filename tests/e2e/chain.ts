// Reading the local EVM chain the way the e2e tests check what moved: balances in base units,
// the pools' reserves, Uniswap v2's output written out on its own, and the gas an account paid.
import { createPublicClient, erc20Abi, http, parseAbi, type Address, type Hash } from 'viem'
import type { LocalContracts } from '../../services/stack/deploy'

const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const allowanceAbi = parseAbi(['function allowance(address, address) view returns (uint256)'])

export function chainReader(rpcUrl: string, contracts: LocalContracts) {
  // No cached block number: each read must see the block the last click made.
  const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 })
  const token = (symbol: string): Address => {
    const found = contracts.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`no demo token ${symbol}`)
    return found.address
  }
  const reader = {
    client,
    token,
    wei: (address: Address) => client.getBalance({ address }),
    balanceOf: (symbol: string, address: Address) => client.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    allowance: (symbol: string, owner: Address) => client.readContract({ address: token(symbol), abi: allowanceAbi, functionName: 'allowance', args: [owner, contracts.swaps.router as Address] }),
    nonce: (address: Address) => client.getTransactionCount({ address }),
    /** Reserves of the pool between ETH (WETH) and `symbol`, as [ETH side, token side]. */
    async reserves(symbol: string): Promise<[bigint, bigint]> {
      const weth = contracts.swaps.weth as Address
      const pair = await client.readContract({ address: contracts.swaps.factory as Address, abi: factoryAbi, functionName: 'getPair', args: [weth, token(symbol)] })
      const [[r0, r1], token0] = await Promise.all([
        client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
      ])
      return token0.toLowerCase() === weth.toLowerCase() ? [r0, r1] : [r1, r0]
    },
    /** What `from` paid in gas for its transactions mined after block `after`. */
    async gasPaidSince(from: Address, after: bigint): Promise<{ wei: bigint; hashes: Hash[] }> {
      const latest = await client.getBlockNumber()
      let wei = 0n
      const hashes: Hash[] = []
      for (let n = after + 1n; n <= latest; n++) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
        for (const tx of block.transactions) {
          if (tx.from.toLowerCase() !== from.toLowerCase()) continue
          const receipt = await client.getTransactionReceipt({ hash: tx.hash })
          wei += receipt.gasUsed * receipt.effectiveGasPrice
          hashes.push(tx.hash)
        }
      }
      return { wei, hashes }
    },
  }
  return reader
}

/** Uniswap v2's constant-product output with the 0.3% fee, written out independently of the router. */
export const constantProductOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
