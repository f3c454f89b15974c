// Reading allowances from the chain with viem: the Approval logs name every (token, spender) pair
// the owner ever approved; the current allowance of each pair is what still stands.
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'

export interface Allowance {
  token: Address
  symbol: string
  decimals: number
  spender: Address
  /** In the token's base units; `maxUint256` is an unlimited approval. */
  amount: bigint
}

export const isUnlimited = (amount: bigint): boolean => amount === maxUint256

/** A client on the active network's RPC, through the modal's own fetch (the host's environment). */
export function chainClient(url: string, fetchFn: typeof fetch): PublicClient {
  // Revokes wait for their receipt: poll each second rather than viem's 4 s default.
  return createPublicClient({ transport: http(url, { fetchFn }), pollingInterval: 1_000 })
}

const approvalEvent = erc20Abi.find((item) => item.type === 'event' && item.name === 'Approval')!

/** Every allowance `owner` has granted that is not zero, sorted by token symbol then spender. */
export async function readAllowances(client: PublicClient, owner: Address, fromBlock: bigint): Promise<Allowance[]> {
  // strict: only logs that decode as ERC-20's Approval (ERC-721 has the same topic, with three indexed args).
  const logs = await client.getLogs({ event: approvalEvent, args: { owner }, fromBlock, toBlock: 'latest', strict: true })
  const pairs = new Map<string, { token: Address; spender: Address }>()
  for (const log of logs) {
    const token = getAddress(log.address)
    const spender = getAddress(log.args.spender)
    pairs.set(`${token}:${spender}`, { token, spender })
  }
  const tokens = new Map<Address, Promise<{ symbol: string; decimals: number } | undefined>>()
  const tokenInfo = (token: Address) => {
    let info = tokens.get(token)
    if (!info) tokens.set(token, (info = readTokenInfo(client, token)))
    return info
  }
  const rows = await Promise.all(
    [...pairs.values()].map(async ({ token, spender }): Promise<Allowance | undefined> => {
      const [info, amount] = await Promise.all([
        tokenInfo(token),
        notAnErc20(client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })),
      ])
      return info && amount ? { token, spender, amount, ...info } : undefined
    }),
  )
  return rows
    .filter((row): row is Allowance => row !== undefined)
    .sort((a, b) => a.symbol.localeCompare(b.symbol) || a.token.localeCompare(b.token) || a.spender.localeCompare(b.spender))
}

async function readTokenInfo(client: PublicClient, token: Address): Promise<{ symbol: string; decimals: number } | undefined> {
  const [symbol, decimals] = await Promise.all([
    notAnErc20(client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' })),
    notAnErc20(client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })),
  ])
  return symbol !== undefined && decimals !== undefined ? { symbol, decimals } : undefined
}

/**
 * A contract that reverts or answers nothing is not an ERC-20 (an NFT, say, whose Approval logs
 * look alike): undefined, and its rows are left out. Network and RPC errors still throw.
 */
async function notAnErc20<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    const notErc20 = error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError)
    if (notErc20) return undefined
    throw error
  }
}

/** The call data of `approve(spender, 0)`: what a revoke sends to the token. */
export const revokeData = (spender: Address): Hex => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 0n] })
