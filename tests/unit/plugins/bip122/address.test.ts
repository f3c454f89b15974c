// Bitcoin address rules (SPEC §5 address rules, for bip122): every address type on mainnet, testnet
// and regtest, from BIP-173/350 vectors and from keys, and the ways an address goes wrong.
import * as ecc from '@bitcoinerlab/secp256k1'
import { bech32, bech32m } from 'bech32'
import bs58check from 'bs58check'
import { address as addresses, initEccLib, networks, payments, type Network as BitcoinParams } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bip122 } from '../../../../plugins/bip122'
import { bitcoinAddressType, isBitcoinAddress } from '../../../../plugins/bip122/address'
import { looksLikeBitcoinAddress } from '../../../../plugins/bip122/address-shape'

initEccLib(ecc)
const KINDS = { mainnet: networks.bitcoin, testnet: networks.testnet, regtest: networks.regtest } as const
type Kind = keyof typeof KINDS

// A fixed public key (the secp256k1 generator point), its x-only half, and a 32-byte script hash.
const PUBKEY = Uint8Array.from(Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'))
const XONLY = PUBKEY.subarray(1)
const SCRIPT = payments.p2pkh({ pubkey: PUBKEY }).output!

/** One address of each type on a network, made by bitcoinjs-lib from the fixed key. */
function addressesOn(params: BitcoinParams) {
  return {
    p2pkh: payments.p2pkh({ pubkey: PUBKEY, network: params }).address!,
    p2sh: payments.p2sh({ redeem: payments.p2wpkh({ pubkey: PUBKEY, network: params }), network: params }).address!,
    p2wpkh: payments.p2wpkh({ pubkey: PUBKEY, network: params }).address!,
    p2wsh: payments.p2wsh({ redeem: { output: SCRIPT }, network: params }).address!,
    p2tr: payments.p2tr({ internalPubkey: XONLY, network: params }).address!,
  }
}

describe('SPEC §5 bip122 address rules: valid addresses of every type', () => {
  it('BIP-173 and well-known vectors: P2WPKH, P2WSH (mainnet and testnet), P2PKH and P2SH (mainnet)', () => {
    expect(bitcoinAddressType('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe('p2wpkh')
    expect(bitcoinAddressType('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe('p2wpkh')
    expect(bitcoinAddressType('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet')).toBe('p2wsh')
    expect(bitcoinAddressType('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet')).toBe('p2wsh')
    expect(bitcoinAddressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet')).toBe('p2pkh')
    expect(bitcoinAddressType('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet')).toBe('p2sh')
  })

  it.each(Object.keys(KINDS) as Kind[])('every type on %s is recognised as that type, and the plugin accepts it', (kind) => {
    const plugin = bip122()
    for (const [type, address] of Object.entries(addressesOn(KINDS[kind]))) {
      expect(bitcoinAddressType(address, kind), `${type} ${address}`).toBe(type)
      expect(isBitcoinAddress(address)).toBe(true)
      // the factory's first look agrees before any session has loaded the full rules
      expect(looksLikeBitcoinAddress(address), address).toBe(true)
      expect(plugin.isAddress(address)).toBe(true)
    }
  })

  it('testnet and regtest share base58 versions; their bech32 prefixes differ (tb, bcrt)', () => {
    const regtest = addressesOn(networks.regtest)
    expect(bitcoinAddressType(regtest.p2pkh, 'testnet')).toBe('p2pkh')
    expect(bitcoinAddressType(regtest.p2wpkh, 'testnet')).toBeUndefined()
    expect(regtest.p2wpkh.startsWith('bcrt1q')).toBe(true)
    expect(regtest.p2tr.startsWith('bcrt1p')).toBe(true)
  })
})

describe('SPEC §5 bip122 address rules: invalid addresses', () => {
  const main = addressesOn(networks.bitcoin)
  const flip = (address: string, at: number) => address.slice(0, at) + (address[at] === 'q' ? 'p' : 'q') + address.slice(at + 1)

  it('a changed character breaks the checksum, for every type', () => {
    for (const address of Object.values(main)) {
      const broken = flip(address, address.length - 3)
      expect(isBitcoinAddress(broken), broken).toBe(false)
    }
  })

  it('another network is refused: a mainnet address is no testnet or regtest address, and the reverse', () => {
    for (const address of Object.values(main)) {
      expect(bitcoinAddressType(address, 'testnet')).toBeUndefined()
      expect(bitcoinAddressType(address, 'regtest')).toBeUndefined()
    }
    for (const address of Object.values(addressesOn(networks.regtest))) expect(bitcoinAddressType(address, 'mainnet')).toBeUndefined()
  })

  it('BIP-350: segwit v0 in bech32m, or v1 in bech32, is refused', () => {
    const hash = addresses.fromBech32(main.p2wpkh).data
    const program = addresses.fromBech32(main.p2tr).data
    const v0InBech32m = bech32m.encode('bc', [0, ...bech32.toWords(hash)])
    const v1InBech32 = bech32.encode('bc', [1, ...bech32.toWords(program)])
    expect(isBitcoinAddress(v0InBech32m)).toBe(false)
    expect(isBitcoinAddress(v1InBech32)).toBe(false)
  })

  it('wrong program lengths and unknown versions are refused; mixed case bech32 is refused', () => {
    const program = addresses.fromBech32(main.p2tr).data
    expect(isBitcoinAddress(bech32.encode('bc', [0, ...bech32.toWords(program.subarray(0, 25))]))).toBe(false)
    expect(isBitcoinAddress(bech32m.encode('bc', [1, ...bech32.toWords(program.subarray(0, 20))]))).toBe(false)
    expect(isBitcoinAddress(bech32m.encode('bc', [2, ...bech32.toWords(program)]))).toBe(false)
    const mixed = main.p2wpkh.slice(0, 5) + main.p2wpkh.slice(5).toUpperCase()
    expect(isBitcoinAddress(mixed)).toBe(false)
    expect(looksLikeBitcoinAddress(mixed)).toBe(false)
  })

  it('base58 with an unknown version byte or a hash of the wrong length is refused', () => {
    const hash = addresses.fromBase58Check(main.p2pkh).hash
    expect(isBitcoinAddress(addresses.toBase58Check(hash, 0x30))).toBe(false) // Litecoin's P2PKH version
    // version 0 (P2PKH) with a 21-byte hash: a valid checksum over the wrong length
    expect(isBitcoinAddress(bs58check.encode(Uint8Array.from([0x00, ...hash, 1])))).toBe(false)
  })

  it('other chains and plain text are no Bitcoin address, neither at first look nor in full', () => {
    for (const text of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'bob.gw', '']) {
      expect(looksLikeBitcoinAddress(text), text).toBe(false)
      expect(isBitcoinAddress(text), text).toBe(false)
    }
  })
})
