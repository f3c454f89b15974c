// The pure parts of the WalletConnect plugin: the proposal, wallet links, encodings, the expiry
// rule and the QR drawing.
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { utf8ToHex } from '../../../../plugins/eip155/walletconnect'
import { walletRedirect } from '../../../../plugins/walletconnect/links'
import { proposalNamespaces } from '../../../../plugins/walletconnect/proposal'
import { isPairingExpired, PAIRING_EXPIRY_MS } from '../../../../plugins/walletconnect/state'
import { qrPath } from '../../../../plugins/walletconnect/views/qr-code'
import { testNamespace, testNetwork } from '../../support/namespace'
import { EIP155_WALLETCONNECT, evmOverRelay } from './setup'

describe('SPEC §3 session proposal namespaces', () => {
  const evm = evmOverRelay()
  const btc = testNamespace('bip122') // no walletConnect methods: never proposed
  const mainnet = { ...testNetwork('eip155', 1), rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
  const optimism = { ...testNetwork('eip155', 10), rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } }

  it("SPEC §3 each namespace with WalletConnect methods proposes the host's chains, its methods and events, and an rpcMap by chain reference", () => {
    const proposal = proposalNamespaces([evm, btc], [mainnet, optimism, testNetwork('bip122', 'abc')], optimism)
    expect(Object.keys(proposal)).toEqual(['eip155'])
    expect(proposal.eip155).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      methods: [...EIP155_WALLETCONNECT.methods],
      events: [...EIP155_WALLETCONNECT.events],
      rpcMap: { 1: 'http://127.0.0.1:8545', 10: 'http://127.0.0.1:8546' },
      defaultChain: '10',
    })
  })

  it("SPEC §3 a network with an earlier id (Solana mainnet's solana:4sGj…) is proposed under both ids, each with its RPC", () => {
    const sol = testNamespace('solana', { capabilities: { walletConnect: { methods: ['solana_signMessage'], events: [], load: () => Promise.reject(new Error('never loaded: only proposed')) } } })
    const mainnet = { ...testNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' as const, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } }
    const proposal = proposalNamespaces([sol], [mainnet])
    expect(proposal.solana?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'])
    expect(proposal.solana?.rpcMap).toEqual({ '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'http://127.0.0.1:8899' })
  })

  it('SPEC §3 a namespace without networks is left out of the proposal', () => {
    expect(proposalNamespaces([evm], [testNetwork('solana', 'x')])).toEqual({})
  })
})

describe('wallet links (deep links, universal links, desktop and web apps)', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
  it('a custom scheme opens in place with wc?uri= and the encoded URI; its base is the stored choice', () => {
    expect(walletRedirect('drefluwa://', uri)).toEqual({ redirect: `drefluwa://wc?uri=${encodeURIComponent(uri)}`, href: 'drefluwa://', target: '_self' })
  })
  it('a bare scheme name gets its ://', () => {
    expect(walletRedirect('drefluwa', uri)?.redirect).toBe(`drefluwa://wc?uri=${encodeURIComponent(uri)}`)
  })
  it("a catalogue link that would run code in the page (javascript:, data:, vbscript: …) is never opened", () => {
    for (const link of ['javascript://%0aalert(1)//', 'JavaScript://x', 'java\tscript://x', ' javascript://x', 'data://text/html,x', 'vbscript://x', 'file:///etc/passwd', 'blob://x'])
      expect(walletRedirect(link, uri), JSON.stringify(link)).toBeUndefined()
  })
  it('a universal https link opens beside the page, with a slash before wc', () => {
    expect(walletRedirect('https://dezuple.example/wc', uri)).toEqual({
      redirect: `https://dezuple.example/wc/wc?uri=${encodeURIComponent(uri)}`,
      href: 'https://dezuple.example/wc/',
      target: '_blank',
    })
  })
})

describe('encodings for sign requests', () => {
  it('UTF-8 text as 0x hex for personal_sign', () => {
    expect(utf8ToHex('Hi ✓')).toBe('0x4869' + '20' + 'e29c93')
  })
})

describe('SPEC §4 and §9 pairing expiry', () => {
  it('SPEC §9 a pairing lives 4 minutes', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
  })
  it('SPEC §4 a pairing is expired when less than 10 s remain', () => {
    const now = 1_000_000
    expect(isPairingExpired(now + 10_000, now)).toBe(false)
    expect(isPairingExpired(now + 9_999, now)).toBe(true)
    expect(isPairingExpired(undefined, now)).toBe(true)
  })
})

describe('QR code drawing', () => {
  it('the SVG path covers exactly the dark modules uqr encodes', () => {
    const value = 'wc:7f6e5d4c@2?relay-protocol=irn&symKey=0123456789abcdef&expiryTimestamp=1700000000'
    const { path, size } = qrPath(value)
    const { data } = encode(value, { ecc: 'M', border: 0 })
    const drawn = data.map((row) => row.map(() => false))
    for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(w); i++) drawn[Number(y)]![Number(x) + i] = true
    }
    expect(size).toBe(data.length)
    expect(drawn).toEqual(data)
  })
})
