// Run by the component tests in a node process of its own (happy-dom's module URLs are not file
// URLs, so the services cannot read their data files inside a happy-dom test): a real anvil chain
// with everything the stack deploys, and the real services API serving it with the stack's spam
// list and test on-ramp. Prints one JSON line with the URLs and addresses; stops on SIGTERM or when
// stdin closes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startApi } from '../../services/api/server'
import type { Address } from 'viem'
import { deployLocalContracts } from '../../services/stack/deploy'
import { startAnvil } from '../../services/stack/evm'
import { localOnramp } from '../../services/stack/onramp'
import { freePort } from '../../services/stack/ports'

export interface ChainServices {
  chainUrl: string
  apiUrl: string
  chainId: number
  contracts: {
    tokens: Array<{ symbol: string; address: Address; decimals: number }>
    swaps: { weth: Address; factory: Address; router: Address }
    nfts: Array<{ symbol: string; address: Address; spam?: boolean }>
  }
  /** Seeded names of addresses no dev account holds: one with an avatar text record, one without. */
  receivers: { pictured: Receiver; plain: Receiver }
}

export interface Receiver {
  name: string
  address: Address
  avatar?: string
}

/** A small image that needs no network to load. */
const AVATAR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='
const receivers = {
  pictured: { name: 'pictured.gw', address: '0xa11ce00000000000000000000000000000000001', avatar: AVATAR },
  plain: { name: 'plain.gw', address: '0xb0b0000000000000000000000000000000000002' },
} satisfies ChainServices['receivers']

const CHAIN_ID = 31337
const chain = await startAnvil({ chainId: CHAIN_ID, port: await freePort() })
const contracts = await deployLocalContracts(chain.url)
const dataDir = mkdtempSync(join(tmpdir(), 'gangway-component-'))
const api = await startApi({
  port: 0,
  dataDir,
  log: () => {},
  chains: [{ caipNetworkId: `eip155:${CHAIN_ID}`, name: 'Local A', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, swaps: contracts.swaps }],
  spam: contracts.nfts.filter((n) => n.spam).map((n) => `eip155:${CHAIN_ID}:${n.address}`),
  onramp: localOnramp([{ id: CHAIN_ID, name: 'Local A', contracts }]),
  names: {
    [receivers.pictured.name]: { address: receivers.pictured.address, attributes: { avatar: receivers.pictured.avatar } },
    [receivers.plain.name]: receivers.plain.address,
  },
})

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await api.stop().catch(() => {})
  await chain.stop().catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.stdin.on('end', () => void stop())
process.stdin.resume()
const ready: ChainServices = {
  chainUrl: chain.url,
  apiUrl: api.url,
  chainId: CHAIN_ID,
  contracts: {
    tokens: contracts.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals })),
    swaps: { weth: contracts.swaps.weth as Address, factory: contracts.swaps.factory as Address, router: contracts.swaps.router as Address },
    nfts: contracts.nfts.map(({ symbol, address, spam }) => ({ symbol, address, spam })),
  },
  receivers,
}
process.stdout.write(`${JSON.stringify(ready)}\n`)
