// Uniswap v2 on a local chain: WETH9, the Factory and Router02 deployed from the packages' published
// builds (the Pair is never recompiled: Router02 has its init-code hash built in, and the Factory
// carries the Pair's published creation code), then one ETH pool per demo token, funded from the
// deployer's reserve. One batch of transactions from the deployer (dev account 9).
import { encodeDeployData, encodeFunctionData, getContractAddress, maxUint256, parseEther, parseUnits, type Abi, type Hex } from 'viem'
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
  return deployment!
}
