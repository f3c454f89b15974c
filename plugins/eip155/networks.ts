// The built-in EVM networks of SPEC §3, and the two local chains the demo runs. The mainnets'
// imageIds name the catalogue service's logos of them (SPEC §7 getAssetImage).
import { defineNetwork, type Network } from 'gangway'

const evm = (
  id: number,
  name: string,
  rpc: string,
  explorer: string,
  imageId?: string,
  currency: Network['nativeCurrency'] = { name: 'Ether', symbol: 'ETH', decimals: 18 },
  testnet = false,
): Network =>
  defineNetwork({
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: `${name} explorer`, url: explorer } },
    testnet,
    ...(imageId && { assets: { imageId } }),
  })

export const mainnet = evm(1, 'Ethereum', 'https://eth.merkle.io', 'https://etherscan.io', 'ethereum')
export const optimism = evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io', 'optimism')
export const arbitrum = evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io', 'arbitrum')
export const polygon = evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com', 'polygon', { name: 'POL', symbol: 'POL', decimals: 18 })
export const base = evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org', 'base')
export const bsc = evm(56, 'BNB Smart Chain', 'https://56.rpc.thirdweb.com', 'https://bscscan.com', undefined, { name: 'BNB', symbol: 'BNB', decimals: 18 })
export const avalanche = evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io', undefined, { name: 'Avalanche', symbol: 'AVAX', decimals: 18 })
export const zksync = evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', 'https://era.zksync.network')
export const gnosis = evm(100, 'Gnosis', 'https://rpc.gnosischain.com', 'https://gnosisscan.io', undefined, { name: 'xDAI', symbol: 'XDAI', decimals: 18 })
export const celo = evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io', undefined, { name: 'CELO', symbol: 'CELO', decimals: 18 })

/** A local dev chain (anvil), e.g. `localEvmNetwork(31337, 'http://127.0.0.1:8545')`. */
export const localEvmNetwork = (id: number, rpcUrl: string, name = `Local ${id}`): Network =>
  defineNetwork({ id, name, chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } }, testnet: true })

/** The two chains `npm run demo` starts, on their default ports. */
export const localhostA = localEvmNetwork(31337, 'http://127.0.0.1:8545', 'Local A')
export const localhostB = localEvmNetwork(31338, 'http://127.0.0.1:8546', 'Local B')
