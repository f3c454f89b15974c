// The Bitcoin networks of SPEC §3 (mainnet, testnet) and a regtest helper for a local ledger. A
// bip122 CAIP-2 reference is the first 32 hex characters of the genesis block hash; the network's
// RPC URL is an Esplora REST base URL (Blockstream's by default: pointing elsewhere is a setting).
import { defineNetwork, type Network } from 'gangway'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Genesis hash prefixes: mainnet, testnet3, regtest. */
export const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

const network = (id: string, name: string, esploraUrl: string, explorer: string | undefined, testnet: boolean): Network =>
  defineNetwork({
    id,
    name,
    chainNamespace: 'bip122',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [esploraUrl] } },
    ...(explorer ? { blockExplorers: { default: { name: 'mempool.space', url: explorer } } } : {}),
    testnet,
  })

// Its logo is the catalogue service's 'bitcoin' image (SPEC §7 getAssetImage).
export const bitcoin: Network = { ...network(BITCOIN_MAINNET_REFERENCE, 'Bitcoin', 'https://blockstream.info/api', 'https://mempool.space', false), assets: { imageId: 'bitcoin' } }
export const bitcoinTestnet = network(BITCOIN_TESTNET_REFERENCE, 'Bitcoin Testnet', 'https://blockstream.info/testnet/api', 'https://mempool.space/testnet', true)

/** Regtest behind an Esplora base URL, e.g. the local ledger: `bitcoinRegtest('http://127.0.0.1:3002')`. */
export const bitcoinRegtest = (esploraUrl: string, name = 'Bitcoin Regtest'): Network => network(BITCOIN_REGTEST_REFERENCE, name, esploraUrl, undefined, true)

/** The same network read through another Esplora endpoint (your own, mempool.space's …). */
export const withEsplora = (base: Network, esploraUrl: string): Network => ({ ...base, rpcUrls: { default: { http: [esploraUrl] } } })

export type BitcoinChainKind = 'mainnet' | 'testnet' | 'regtest'

/** Which address rules a network follows: mainnet and regtest by genesis, any other (testnet, signet) as testnet. */
export const chainKindOf = (network: Network): BitcoinChainKind =>
  network.caipNetworkId === `bip122:${BITCOIN_MAINNET_REFERENCE}` ? 'mainnet' : network.caipNetworkId === `bip122:${BITCOIN_REGTEST_REFERENCE}` ? 'regtest' : 'testnet'

/** The Wallet Standard chain of a network (bitcoin:mainnet, bitcoin:testnet, bitcoin:regtest). */
export const standardChainOf = (network: Network): `bitcoin:${BitcoinChainKind}` => `bitcoin:${chainKindOf(network)}`
