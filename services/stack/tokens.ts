// The demo ERC-20s of the local stack: deployed on each anvil chain at start by a deployer key of
// its own (so the dev accounts' nonces stay untouched), and minted to the first dev accounts.
import { createWalletClient, getContractAddress, http, parseUnits, publicActions, type Abi, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import artifact from './contracts/DemoToken.json' with { type: 'json' }
import { DEV_MNEMONIC } from '../dev/keys'

export interface DemoToken {
  name: string
  symbol: string
  decimals: number
  /** Minted to each funded dev account, in whole tokens. */
  amountEach: string
}

/** GPT has 0 decimals on purpose: the modal filters such tokens out (SPEC §5). */
export const DEMO_TOKENS: readonly DemoToken[] = [
  { name: 'Gangway Token', symbol: 'GWAY', decimals: 18, amountEach: '1000' },
  { name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, amountEach: '2500' },
  { name: 'Gangway Points', symbol: 'GPT', decimals: 0, amountEach: '100' },
]

/** Dev accounts 0-4 get tokens; the deployer is account 9, which the demo never connects. */
export const FUNDED_ACCOUNTS = 5
const DEPLOYER_INDEX = 9

export const deployer = () => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEPLOYER_INDEX })
export const devAddress = (index: number): Address => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address

/** Where DEMO_TOKENS[i] lands on a fresh chain: the deployer's i-th contract. */
export const demoTokenAddress = (i: number): Address => getContractAddress({ from: deployer().address, nonce: BigInt(i) })

export async function deployDemoTokens(rpcUrl: string): Promise<Array<DemoToken & { address: Address }>> {
  const account = deployer()
  const client = createWalletClient({ account, transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const chain = { id: await client.getChainId() } as const
  const holders = Array.from({ length: FUNDED_ACCOUNTS }, (_, i) => devAddress(i))
  const deployed: Array<DemoToken & { address: Address }> = []
  for (const token of DEMO_TOKENS) {
    const hash = await client.deployContract({
      abi: artifact.abi as Abi,
      bytecode: artifact.bytecode as Hex,
      args: [token.name, token.symbol, token.decimals, holders, parseUnits(token.amountEach, token.decimals)],
      chain: { ...chain, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } },
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deploying ${token.symbol} on ${rpcUrl} failed`)
    deployed.push({ ...token, address: receipt.contractAddress })
  }
  return deployed
}
