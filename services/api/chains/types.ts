// What the services know about a chain they serve, and what each namespace's adapter offers the routes.
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** One chain the services read and index, e.g. an anvil node of the local stack. */
export interface ChainSource {
  /** CAIP-2, e.g. eip155:31337. */
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  /**
   * Names and symbols of tokens the chain itself does not say (SPL mints carry neither): the
   * services' token list. EVM tokens answer name() and symbol() and need no entry.
   */
  tokens?: ReadonlyArray<{ address: string; name: string; symbol: string; decimals: number }>
  /** Uniswap v2 on this chain: the swap routes (SPEC §7 /v1/convert/*) serve only chains that have it. */
  swaps?: SwapDeployment
}

/** Where Uniswap v2 lives on a chain. Pools are found through the Factory. */
export interface SwapDeployment {
  weth: string
  factory: string
  router: string
}

export interface TokenInfo {
  chain: string
  /** As the chain spells it; lower case on eip155. */
  address: string
  name: string
  symbol: string
  decimals: number
}

/** An NFT contract the indexer has seen move tokens. */
export interface NftCollection {
  chain: string
  /** Lower case. */
  address: string
  name: string
  symbol: string
  standard: 'erc721' | 'erc1155'
}

export interface NftHolding {
  collection: NftCollection
  /** Token id, decimal. */
  id: string
  amount: bigint
}

/** A balance of one asset; `token` absent for the native currency. */
export interface Holding {
  token?: TokenInfo
  amount: bigint
}

export interface Indexer {
  /** Resolves once the chain's blocks up to the head at start are indexed. */
  synced: Promise<void>
  /** The block (eip155) or slot (solana) through which the chain is indexed; undefined before the first pass. */
  indexedTo(): number | undefined
  /** Resolves once the chain is indexed through this block or slot: the history lists every transaction up to it. */
  waitFor(position: number): Promise<void>
  stop(): Promise<void>
}

/** One namespace's way of reading a chain: balances now, and its history as blocks are made. */
export interface ChainAdapter {
  readonly source: ChainSource
  readonly namespace: string
  isAddress(address: string): boolean
  /** The form accounts are stored and compared in (EVM addresses are case-insensitive). */
  normalize(address: string): string
  holdings(address: string): Promise<Holding[]>
  /** NFTs the address holds now (namespaces that index them). */
  nfts?(address: string): Promise<NftHolding[]>
  startIndexer(log: (message: string, error?: unknown) => void): Indexer
}

/** Thrown when a chain's node does not answer: the route answers 502 instead of a generic 500. */
export class ChainUnavailableError extends Error {
  constructor(readonly chain: string, cause: unknown) {
    super(`Chain ${chain} is unavailable`, { cause })
    this.name = 'ChainUnavailableError'
  }
}
