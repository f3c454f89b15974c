// NFT moves in an EVM receipt's logs: ERC-721 Transfer (the token id is the fourth topic) and
// ERC-1155 TransferSingle / TransferBatch; and what a collection says about itself.
import { decodeEventLog, parseAbi, toEventSelector, type Address, type Log, type PublicClient } from 'viem'
import type { NftCollection } from './types'

const erc1155Events = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
const TRANSFER_SINGLE = toEventSelector(erc1155Events[0])
const TRANSFER_BATCH = toEventSelector(erc1155Events[1])
/** keccak256('Transfer(address,address,uint256)'): ERC-20 with three topics, ERC-721 with four. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const metadataAbi = parseAbi(['function name() view returns (string)', 'function symbol() view returns (string)'])

export interface NftMove {
  collection: string
  standard: NftCollection['standard']
  from: string
  to: string
  id: bigint
  amount: bigint
}

const topicAddress = (topic: string): string => `0x${topic.slice(-40)}`.toLowerCase()

/** The NFT moves one log makes (none for anything else). */
export function nftMoves(log: Pick<Log, 'address' | 'topics' | 'data'>): NftMove[] {
  const [topic0] = log.topics
  const collection = log.address.toLowerCase()
  if (topic0 === TRANSFER && log.topics.length === 4) {
    return [{ collection, standard: 'erc721', from: topicAddress(log.topics[1]!), to: topicAddress(log.topics[2]!), id: BigInt(log.topics[3]!), amount: 1n }]
  }
  if (topic0 !== TRANSFER_SINGLE && topic0 !== TRANSFER_BATCH) return []
  try {
    const event = decodeEventLog({ abi: erc1155Events, topics: log.topics as [`0x${string}`, ...`0x${string}`[]], data: log.data })
    const from = event.args.from.toLowerCase()
    const to = event.args.to.toLowerCase()
    if (event.eventName === 'TransferSingle') return [{ collection, standard: 'erc1155', from, to, id: event.args.id, amount: event.args.value }]
    return event.args.ids.map((id, i) => ({ collection, standard: 'erc1155' as const, from, to, id, amount: event.args.values[i] ?? 0n }))
  } catch {
    return [] // a log that only looks like one
  }
}

/** name and symbol when the contract answers them (optional on both standards). */
export async function readCollection(client: PublicClient, chain: string, address: string, standard: NftCollection['standard']): Promise<NftCollection> {
  const read = (functionName: 'name' | 'symbol') => client.readContract({ address: address as Address, abi: metadataAbi, functionName }).catch(() => '')
  const [name, symbol] = await Promise.all([read('name'), read('symbol')])
  return { chain, address, name: name || 'Unnamed collection', symbol, standard }
}
