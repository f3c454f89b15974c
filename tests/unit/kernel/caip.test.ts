import { describe, expect, it } from 'vitest'
import { caipAddress, parseCaipAddress, parseCaipNetworkId } from '../../../kernel/caip'
import { GangwayError } from '../../../kernel/errors'

/** The message of what `fn` throws (exact comparison, not a substring). */
function thrownMessage(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return (error as Error).message
  }
  return undefined
}

describe('CAIP-2 and CAIP-10 (SPEC §5)', () => {
  it('SPEC §5 a CAIP-10 address has 3 non-empty colon-separated parts', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:1',
    })
  })

  it("SPEC §5 an invalid CAIP-10 address throws 'Invalid CAIP-10 address: {value}'", () => {
    for (const value of ['eip155:1', 'eip155::0xabc', ':1:0xabc', 'eip155:1:', 'eip155:1:0xabc:extra', '']) {
      expect(thrownMessage(() => parseCaipAddress(value))).toBe(`Invalid CAIP-10 address: ${value}`)
    }
    try {
      parseCaipAddress('nope')
    } catch (error) {
      expect(error).toBeInstanceOf(GangwayError)
      expect((error as Error).message).toBe('Invalid CAIP-10 address: nope')
    }
    expect.assertions(8)
  })

  it('SPEC §5 a CAIP-2 network id has 2 non-empty parts', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it("SPEC §5 an invalid CAIP-2 network id throws 'Invalid CAIP-2 network id: {value}'", () => {
    for (const value of ['eip155', 'eip155:', ':1', 'eip155:1:0xabc', '']) {
      expect(thrownMessage(() => parseCaipNetworkId(value))).toBe(`Invalid CAIP-2 network id: ${value}`)
    }
  })

  it('SPEC §3 a CAIP-10 address is the CAIP-2 id plus the address', () => {
    expect(caipAddress('eip155:10', '0xabc')).toBe('eip155:10:0xabc')
    expect(parseCaipAddress(caipAddress('eip155:10', '0xabc')).caipNetworkId).toBe('eip155:10')
  })
})
