// SPEC §5 addresses of each namespace as their plugins decide them (the send form accepts what isAddress says).
import fc from 'fast-check'
import { getAddress } from 'viem'
import { eip155 } from '../../plugins/eip155'
import { solana } from '../../plugins/solana'
import { decodeBase58, encodeBase58 } from '../../plugins/solana/base58'
import { expectThat, hostileText, property } from './property'

const evm = eip155()
const sol = solana()
const hex40 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => [...b].map((x) => x.toString(16).padStart(2, '0')).join(''))

export const addressProperties = [
  property('SPEC §5 EVM address: exactly 40 hex characters with an optional 0x', [hostileText(hex40, hex40.map((h) => `0x${h}`), hex40.map((h) => `0x${h}0`))], (text) => {
    expectThat(evm.isAddress(text) === /^(0x)?[0-9a-fA-F]{40}$/.test(text), `isAddress(${JSON.stringify(text)})`)
  }),
  property('SPEC §5 EVM address: every checksummed address is one, and compares equal to its lower case', [hex40], (h) => {
    const checksummed = getAddress(`0x${h}`)
    expectThat(evm.isAddress(checksummed), checksummed)
    expectThat(evm.normalizeAddress!(checksummed) === evm.normalizeAddress!(checksummed.toLowerCase()), checksummed)
  }),
  property('SPEC §5 Solana address: base58, 32 to 44 characters; a 32-byte key always is one', [fc.uint8Array({ minLength: 32, maxLength: 32 })], (key) => {
    const address = encodeBase58(key)
    expectThat(sol.isAddress(address), address)
    expectThat(decodeBase58(address).every((b, i) => b === key[i]), `round trip of ${address}`)
  }),
  property('SPEC §5 Solana address: any text is judged without a crash, and what passes decodes', [hostileText(fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{30,46}$/))], (text) => {
    if (!sol.isAddress(text)) return
    expectThat(text.length >= 32 && text.length <= 44, text)
    decodeBase58(text)
  }),
]
