// SPEC §5 name rule, §9 minimum length, ENSIP-11 coin types ('Invalid chainId' at or above 2^31),
// and the SPEC §3 registration message.
import { describe, expect, it } from 'vitest'
import { chainIdOfCoinType, coinTypeOf, isValidLabel, NAME_MIN_LENGTH, registrationMessage } from '../../../../plugins/features-names/rules'

describe('SPEC §5 name: letters, digits and hyphens only, at least 4 characters', () => {
  it('SPEC §5 valid and invalid names', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
    for (const name of ['alice', 'ALICE', 'a1b2', 'my-name', '----', '1234']) expect(isValidLabel(name), name).toBe(true)
    for (const name of ['', 'bob', 'al ice', 'alice.gw', 'al_ice', 'alicé', 'ali!', '🙂🙂🙂🙂']) expect(isValidLabel(name), name).toBe(false)
  })
})

describe('SPEC §5 EVM chain id to coin type (ENSIP-11)', () => {
  it("SPEC §5 coin type = 0x80000000 | chain id; 'Invalid chainId' (undefined here) at or above 2^31", () => {
    expect(coinTypeOf(1)).toBe(2147483649)
    expect(coinTypeOf(31337)).toBe(0x80000000 + 31337)
    expect(coinTypeOf(2 ** 31 - 1)).toBe(0xffffffff)
    expect(coinTypeOf(2 ** 31)).toBeUndefined()
    expect(coinTypeOf(-1)).toBeUndefined()
    expect(coinTypeOf(1.5)).toBeUndefined()
  })

  it('ENSIP-11 coin types map back to their chain; 60 is Ether on mainnet; others are not EVM', () => {
    expect(chainIdOfCoinType(coinTypeOf(8453)!)).toBe(8453)
    expect(chainIdOfCoinType(60)).toBe(1)
    expect(chainIdOfCoinType(501)).toBeUndefined()
    expect(chainIdOfCoinType(2 ** 32)).toBeUndefined()
  })
})

describe('SPEC §3 name registration message', () => {
  it('SPEC §3 { name, attributes: {}, timestamp } with the timestamp in seconds', () => {
    expect(JSON.parse(registrationMessage('alice.gw', 1_700_000_000_999))).toEqual({ name: 'alice.gw', attributes: {}, timestamp: 1_700_000_000 })
    expect(registrationMessage('alice.gw', 1_700_000_000_000)).toBe('{"name":"alice.gw","attributes":{},"timestamp":1700000000}')
  })
})
