import { describe, expect, it } from 'vitest'
import { amountUnits, sendProblem, type SendDraft } from '../../../../plugins/features-send/validate'

const draft = (over: Partial<SendDraft> = {}): SendDraft => ({
  tokenRequired: true,
  hasToken: true,
  amount: '1.5',
  receiverInput: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  resolveError: undefined,
  balance: '2',
  decimals: 18,
  ...over,
})

describe('SPEC §5 send validation: the message, and the field it is about (WCAG 3.3.1: marked invalid and focused)', () => {
  it("SPEC §5 no amount, a zero amount, or no receiver: 'An amount and receiver address are required'", () => {
    for (const over of [{ amount: undefined }, { amount: '  ' }, { amount: '0' }, { amount: '0.000' }, { amount: '0', receiverInput: '' }]) {
      expect(sendProblem(draft(over))).toEqual({ message: 'An amount and receiver address are required', field: 'amount' })
    }
    expect(sendProblem(draft({ receiverInput: ' ' }))).toEqual({ message: 'An amount and receiver address are required', field: 'receiver' })
  })

  it("SPEC §5 an EVM send without a token: 'A token is required'; where the namespace needs none (Solana), the native currency is sent", () => {
    expect(sendProblem(draft({ hasToken: false }))).toEqual({ message: 'A token is required', field: 'token' })
    expect(sendProblem(draft({ hasToken: false, tokenRequired: false, decimals: 9 }))).toBeUndefined()
  })

  it('an input that is no address (and no name that resolved) is an invalid address; a failed name says why', () => {
    expect(sendProblem(draft({ receiverInput: '0x1234', receiverAddress: undefined }))).toEqual({ message: 'Invalid Address', field: 'receiver' })
    expect(sendProblem(draft({ receiverInput: 'nobody.gw', receiverAddress: undefined, resolveError: 'Error resolving name' }))).toEqual({ message: 'Error resolving name', field: 'receiver' })
  })

  it('more than the balance is insufficient funds, compared exactly in base units', () => {
    expect(sendProblem(draft({ amount: '2' }))).toBeUndefined()
    expect(sendProblem(draft({ amount: '2.000000000000000001' }))).toEqual({ message: 'Insufficient Funds', field: 'amount' })
    expect(sendProblem(draft({ amount: '0.3', balance: '0.3' }))).toBeUndefined() // 0.1 + 0.2 style float traps do not exist here
  })

  it('an amount that is not a plain decimal, or has more decimals than the token, is an incorrect value', () => {
    for (const over of [{ amount: '1e3' }, { amount: '1.0000001', decimals: 6, balance: '10' }, { amount: '-1' }]) {
      expect(sendProblem(draft(over))).toEqual({ message: 'Incorrect Value', field: 'amount' })
    }
  })

  it('amounts are exact bigint base units, never floats', () => {
    expect(amountUnits('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(amountUnits('123456789.123456789123456789', 18)).toBe(123_456_789_123_456_789_123_456_789n)
    expect(amountUnits('1.5', 0)).toBeUndefined()
  })
})
