// Uniswap v2 on a local chain: WETH9, the Factory and Router02 deployed from the packages' published
// builds (the Pair is never recompiled: Router02 has its init-code hash built in, and the Factory
// carries the Pair's published creation code), then one ETH pool per demo token, funded from the
// deployer's reserve. One batch of transactions from the deployer (dev account 9).
import { createTestClient, encodeDeployData, encodeFunctionData, getContractAddress, http, maxUint256, parseAbi, parseEther, parseUnits, publicActions, type Abi, type Address, type Hex } from 'viem'
import factoryBuild from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import routerBuild from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import wethBuild from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import type { SwapDeployment } from '../api/chains/types'
import { sendBatch, type BatchCall } from './batch'
import { deployer, type DeployedToken } from './tokens'

/** ETH and token amounts (whole units) each pool starts with, priced like api/market/prices.ts. */
export const POOLS: Readonly<Record<string, { eth: string; token: string }>> = {
  DUSD: { eth: '100', token: '312055' }, // 3120.55 DUSD per ETH
  GWAY: { eth: '100', token: '249644' }, // 1.25 USD per GWAY
  GPT: { eth: '10', token: '10000' },
}

const routerAbi = routerBuild.abi as Abi
const erc20Approve = [
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [{ type: 'bool' }] },
] as const

const pairAbi = parseAbi(['function getPair(address, address) view returns (address)', 'function sync()'])

const bytecode = (build: { bytecode: string }): Hex => (build.bytecode.startsWith('0x') ? build.bytecode : `0x${build.bytecode}`) as Hex

export async function deploySwaps(rpcUrl: string, tokens: readonly DeployedToken[]): Promise<SwapDeployment> {
  const account = deployer()
  const pooled = tokens.filter((t) => POOLS[t.symbol])
  let deployment: SwapDeployment | undefined
  await sendBatch(rpcUrl, account, (nonce) => {
    const at = (i: number) => getContractAddress({ from: account.address, nonce: BigInt(nonce + i) })
    const [weth, factory, router] = [at(0), at(1), at(2)]
    deployment = { weth, factory, router }
    const calls: BatchCall[] = [
      { label: 'deploying WETH9', data: bytecode(wethBuild), gas: 1_500_000n },
      {
        label: 'deploying the Uniswap v2 Factory',
        data: encodeDeployData({ abi: factoryBuild.abi as Abi, bytecode: bytecode(factoryBuild), args: [account.address] }),
        gas: 5_000_000n,
      },
      {
        label: 'deploying Uniswap v2 Router02',
        data: encodeDeployData({ abi: routerAbi, bytecode: bytecode(routerBuild), args: [factory, weth] }),
        gas: 6_000_000n,
      },
    ]
    for (const token of pooled) {
      calls.push({
        label: `approving the router for ${token.symbol}`,
        to: token.address,
        data: encodeFunctionData({ abi: erc20Approve, functionName: 'approve', args: [router, maxUint256] }),
        gas: 100_000n,
      })
    }
    for (const token of pooled) {
      const pool = POOLS[token.symbol]!
      calls.push({
        label: `adding ETH/${token.symbol} liquidity`,
        to: router,
        value: parseEther(pool.eth),
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [token.address, parseUnits(pool.token, token.decimals), 0n, 0n, account.address, maxUint256],
        }),
        gas: 4_000_000n,
      })
    }
    return calls
  })
  await syncLater(rpcUrl, deployment!, pooled)
  return deployment!
}

/**
 * Uniswap v2 pairs write their cumulative prices (the oracle) on the first update in a later second.
 * A pool that has traded has them; a fresh one writes them from zero (~44k gas) on its first swap a
 * second on, more than a gas estimate made within the second before allows for, and that swap runs
 * out of gas (seen in a test under load). So each pair is synced once, a second later, as a pool
 * that has been around would be.
 */
async function syncLater(rpcUrl: string, deployment: SwapDeployment, pooled: readonly DeployedToken[]): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const pairs = await Promise.all(
    pooled.map((token) => client.readContract({ address: deployment.factory as Address, abi: pairAbi, functionName: 'getPair', args: [token.address as Address, deployment.weth as Address] })),
  )
  await client.increaseTime({ seconds: 1 })
  await sendBatch(rpcUrl, deployer(), pairs.map((pair, i) => ({ label: `syncing the ETH/${pooled[i]!.symbol} pool`, to: pair, data: encodeFunctionData({ abi: pairAbi, functionName: 'sync' }), gas: 100_000n })))
}
