// The simulated Cosmos chain as the stack starts it: chain id gangway-local-1, bech32 prefix cosmos,
// denomination ustake, the dev accounts funded at genesis, served on 127.0.0.1.
import { DEV_COSMOS_ACCOUNT_COUNT, DEV_COSMOS_CHAIN_ID, DEV_COSMOS_DENOM, DEV_COSMOS_PREFIX, devCosmosKey } from '../dev/cosmos-keys'
import { createCosmosChain, type CosmosChain } from './chain'
import { startCosmosServer } from './server'

/** 1,000 STAKE per dev account. */
export const DEV_COSMOS_BALANCE = 1_000_000_000n
/** 0.025 ustake per unit of gas, a common validator setting (`minimum-gas-prices = "0.025ustake"`). */
export const MIN_GAS_PRICE = '0.025ustake'

export interface LocalCosmos {
  /** CometBFT RPC endpoint: pass it to SigningStargateClient.connectWithSigner. */
  url: string
  chainId: string
  denom: string
  prefix: string
  chain: CosmosChain
  /** Dev account addresses (m/44'/118'/0'/0/i of the dev mnemonic), funded at genesis. */
  accounts: string[]
  stop(): Promise<void>
}

export async function startLocalCosmos(o: { port: number }): Promise<LocalCosmos> {
  const accounts = Array.from({ length: DEV_COSMOS_ACCOUNT_COUNT }, (_, i) => devCosmosKey(i).address)
  const chain = createCosmosChain({
    chainId: DEV_COSMOS_CHAIN_ID,
    denom: DEV_COSMOS_DENOM,
    prefix: DEV_COSMOS_PREFIX,
    minGasPrice: { numerator: 25n, denominator: 1000n },
    genesis: accounts.map((address) => ({ address, amount: DEV_COSMOS_BALANCE })),
  })
  const server = await startCosmosServer({ port: o.port, chain })
  return { url: server.url, chainId: DEV_COSMOS_CHAIN_ID, denom: DEV_COSMOS_DENOM, prefix: DEV_COSMOS_PREFIX, chain, accounts, stop: server.stop }
}

export { createCosmosChain, CHAIN_LABEL, type CosmosChain } from './chain'
export { startCosmosServer } from './server'
