// The demo ERC-20s of the local stack: deployed on each anvil chain at start by a deployer key of
// its own (so the dev accounts' nonces stay untouched), and minted to the first dev accounts. The
// deployer keeps a reserve of each: it funds the swap pools (swaps.ts) and the test on-ramp's
// treasury (dev account 8), which gets its Demo Dollars here.
import { encodeDeployData, encodeFunctionData, erc20Abi, getContractAddress, parseUnits, type Abi, type Address, type Hex } from 'viem'
import artifact from './contracts/DemoToken.json' with { type: 'json' }
import { sendBatch } from './batch'
import { devAccount, devPrivateKey } from './dev-keys'

export interface DemoToken {
  name: string
  symbol: string
  decimals: number
  /** Minted to each funded dev account, in whole tokens. */
  amountEach: string
  /** Minted to the deployer, in whole tokens: pools and the on-ramp treasury come out of it. */
  reserve: string
}

/** GPT has 0 decimals on purpose: the modal filters such tokens out (SPEC §5). */
export const DEMO_TOKENS: readonly DemoToken[] = [
  { name: 'Gangway Token', symbol: 'GWAY', decimals: 18, amountEach: '1000', reserve: '500000' },
  { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, amountEach: '2500', reserve: '2000000' },
  { name: 'Gangway Points', symbol: 'GPT', decimals: 0, amountEach: '100', reserve: '20000' },
]

/** Dev accounts 0-4 get tokens; the deployer is account 9, which the demo never connects. */
export const FUNDED_ACCOUNTS = 5
const DEPLOYER_INDEX = 9
/** The test on-ramp pays purchases from this dev account (services/api/onramp). */
export const ONRAMP_TREASURY_INDEX = 8
/** Demo Dollars the treasury starts with (DUSD stands in for USDC on the local chains). */
export const TREASURY_DUSD = '1000000'

export const deployer = () => devAccount(DEPLOYER_INDEX)
export const devAddress = (index: number): Address => devAccount(index).address
/** The treasury's key, for the API's test on-ramp. Public dev key: never for real funds. */
export const onrampTreasuryKey = (): Hex => devPrivateKey(ONRAMP_TREASURY_INDEX)

/** Where DEMO_TOKENS[i] lands on a fresh chain: the deployer's i-th contract. */
export const demoTokenAddress = (i: number): Address => getContractAddress({ from: deployer().address, nonce: BigInt(i) })

export type DeployedToken = DemoToken & { address: Address }

export async function deployDemoTokens(rpcUrl: string): Promise<DeployedToken[]> {
  const holders = Array.from({ length: FUNDED_ACCOUNTS }, (_, i) => devAddress(i))
  const deploys = DEMO_TOKENS.map((token) => ({
    label: `deploying ${token.symbol}`,
    data: encodeDeployData({
      abi: artifact.abi as Abi,
      bytecode: artifact.bytecode as Hex,
      args: [token.name, token.symbol, token.decimals, holders, parseUnits(token.amountEach, token.decimals), parseUnits(token.reserve, token.decimals)],
    }),
    gas: 2_000_000n,
  }))
  const dusd = DEMO_TOKENS.findIndex((t) => t.symbol === 'DUSD')
  const receipts = await sendBatch(rpcUrl, deployer(), (nonce) => [
    ...deploys,
    {
      label: 'funding the on-ramp treasury',
      to: getContractAddress({ from: deployer().address, nonce: BigInt(nonce + dusd) }),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [devAddress(ONRAMP_TREASURY_INDEX), parseUnits(TREASURY_DUSD, 6)] }),
      gas: 100_000n,
    },
  ])
  return DEMO_TOKENS.map((token, i) => {
    const address = receipts[i]!.contractAddress
    if (!address) throw new Error(`deploying ${token.symbol} on ${rpcUrl} made no contract`)
    return { ...token, address }
  })
}

/** Demo tokens each new smart account gets on the first chain: enough DUSD and GWAY to try a batch of transfers. */
export const SMART_ACCOUNT_GIFT: Readonly<Record<string, string>> = { DUSD: '100', GWAY: '10' }

/** Sends SMART_ACCOUNT_GIFT from the deployer's reserve, one gift at a time (one key, one nonce sequence). */
export function demoTokenGift(rpcUrl: string, tokens: readonly DeployedToken[]): (address: string) => Promise<void> {
  let queue: Promise<unknown> = Promise.resolve()
  return (address) => {
    const gift = () =>
      sendBatch(
        rpcUrl,
        deployer(),
        tokens
          .filter((t) => SMART_ACCOUNT_GIFT[t.symbol])
          .map((t) => ({ label: `gifting ${t.symbol}`, to: t.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address as Address, parseUnits(SMART_ACCOUNT_GIFT[t.symbol]!, t.decimals)] }), gas: 100_000n })),
      )
    const next = queue.then(gift, gift)
    queue = next.catch(() => undefined)
    return next.then(() => undefined)
  }
}
