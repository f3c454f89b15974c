// SS58 address rules (polkadot): the plugin's own encoder and decoder against @polkadot/util-crypto's,
// one-byte and two-byte network prefixes, and the ways an address goes wrong.
import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { polkadot, polkadotMainnet, kusama, westend, localPolkadotNetwork } from '../../../../plugins/polkadot'
import { looksLikeSs58Address } from '../../../../plugins/polkadot/address-shape'
import { decodeSs58, encodeSs58, isSs58Address, reformat } from '../../../../plugins/polkadot/ss58'
import { DEV_POLKADOT_ADDRESSES } from '../../../../services/dev/polkadot-accounts'

const ALICE = DEV_POLKADOT_ADDRESSES[0]!
const ALICE_KEY = decodeAddress(ALICE)

describe('SPEC §5 polkadot address rules: SS58', () => {
  it.each([0, 2, 42, 63, 64, 1284, 16383])('prefix %i: the same address as @polkadot/util-crypto, and it decodes back', (prefix) => {
    const address = encodeSs58(ALICE_KEY, prefix)
    expect(address).toBe(encodeAddress(ALICE_KEY, prefix))
    expect(decodeSs58(address)).toEqual({ ss58Format: prefix, publicKey: ALICE_KEY })
    expect(looksLikeSs58Address(address), address).toBe(true)
  })

  it('the well-known Polkadot (1…), Kusama and generic (5…) forms of //Alice', () => {
    expect(encodeSs58(ALICE_KEY, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(encodeSs58(ALICE_KEY, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(reformat(ALICE, 2)).toBe(encodeAddress(ALICE_KEY, 2))
    expect(reformat(ALICE, undefined)).toBe(ALICE)
  })

  it('33-byte (ECDSA) account ids encode and decode', () => {
    const key = Uint8Array.from([2, ...ALICE_KEY])
    expect(decodeSs58(encodeSs58(key, 0))?.publicKey).toEqual(key)
  })

  it('a changed character, a cut address, hex keys, other chains and reserved prefixes are refused', () => {
    const changed = ALICE.slice(0, 10) + (ALICE[10] === 'a' ? 'b' : 'a') + ALICE.slice(11)
    for (const bad of [changed, ALICE.slice(0, -1), `0x${Buffer.from(ALICE_KEY).toString('hex')}`, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '']) {
      expect(isSs58Address(bad), bad).toBe(false)
    }
    // prefix 46 with a valid checksum: reserved, so no address
    const body = Uint8Array.from([46, ...ALICE_KEY])
    const sum = blake2b(Uint8Array.from([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 }).subarray(0, 2)
    expect(decodeSs58(base58.encode(Uint8Array.from([...body, ...sum])))).toBeUndefined()
    expect(decodeSs58(encodeSs58(ALICE_KEY, 45))?.ss58Format).toBe(45)
    expect(() => encodeSs58(ALICE_KEY, 46)).toThrow('Invalid SS58 prefix 46')
  })

  it('the plugin accepts SS58 addresses of any network, and nothing else', () => {
    const plugin = polkadot()
    expect(plugin.isAddress(ALICE)).toBe(true)
    expect(plugin.isAddress(encodeSs58(ALICE_KEY, 0))).toBe(true)
    expect(plugin.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })
})

describe('polkadot networks and plugin shape (SPEC §3, §6)', () => {
  it('CAIP-2 references are the first 32 hex characters of the genesis hash; each network says its SS58 format', () => {
    expect([polkadotMainnet, kusama, westend].map((n) => [n.caipNetworkId, n.ss58Format, n.nativeCurrency.symbol, n.nativeCurrency.decimals])).toEqual([
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 0, 'DOT', 10],
      ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 2, 'KSM', 12],
      ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 42, 'WND', 12],
    ])
    expect(localPolkadotNetwork({ genesisHash: `0x${'45'.repeat(32)}`, rpcUrl: 'http://127.0.0.1:9944' }).caipNetworkId).toBe(`polkadot:${'45'.repeat(16)}`)
  })

  it('SPEC §6 the default account type on polkadot is eoa; SPEC §6 both wallet methods need approval; a WalletConnect session asks for them', async () => {
    const plugin = polkadot()
    expect(plugin.defaultAccountType).toBe('eoa')
    expect(plugin.capabilities.walletConnect?.methods).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
    expect(await plugin.capabilities.rpc!()).toMatchObject({ approval: ['polkadot_signMessage', 'polkadot_signTransaction'] })
    expect(plugin.capabilities.transfers).toMatchObject({ requiresToken: false, nativeReturnsToAccount: true })
    expect(plugin.capabilities.tokenBalances).toBeUndefined()
  })
})
