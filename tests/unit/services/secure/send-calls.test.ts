import { describe, expect, it } from 'vitest'
import { checkSendCalls, MAX_CALLS } from '../../../../services/secure/send-calls'

const call = { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0x1' }
const check = (request: unknown, o: { atomic?: boolean; used?: string[] } = {}) =>
  checkSendCalls(request, { caip: 'eip155:31337', atomic: o.atomic ?? true, usedIds: new Set(o.used ?? []) })
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return { code: (error as { code?: number }).code, message: (error as Error).message }
  }
  return undefined
}

describe('SPEC §8 EIP-5792 wallet_sendCalls errors 5700-5760', () => {
  it('a well-formed request passes, with its id and atomicRequired', () => {
    expect(check({ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [call, call], id: 'batch-1' })).toEqual({ calls: [call, call], atomicRequired: true, id: 'batch-1' })
  })

  it('5700 a non-optional capability the wallet does not support; an optional one is ignored', () => {
    expect(codeOf(() => check({ calls: [call], capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } }))).toEqual({ code: 5700, message: 'Unsupported non-optional capability: paymasterService' })
    expect(codeOf(() => check({ calls: [call], capabilities: { flashloan: {} } }))?.code).toBe(5700)
    expect(check({ calls: [call], capabilities: { flashloan: { optional: true } } }).calls).toHaveLength(1)
  })

  it('5710 a chain id other than the one the wallet acts on', () => {
    expect(codeOf(() => check({ chainId: '0x1', calls: [call] }))).toEqual({ code: 5710, message: 'Unsupported chain id: 0x1' })
  })

  it('5720 an id already used', () => {
    expect(codeOf(() => check({ id: 'batch-1', calls: [call] }, { used: ['batch-1'] }))?.code).toBe(5720)
  })

  it(`5740 more than ${MAX_CALLS} calls`, () => {
    expect(codeOf(() => check({ calls: Array.from({ length: MAX_CALLS + 1 }, () => call) }))?.code).toBe(5740)
    expect(check({ calls: Array.from({ length: MAX_CALLS }, () => call) }).calls).toHaveLength(MAX_CALLS)
  })

  it('5760 atomicRequired from an account that sends calls one by one (an EOA); allowed when not required', () => {
    expect(codeOf(() => check({ atomicRequired: true, calls: [call] }, { atomic: false }))).toEqual({ code: 5760, message: 'Atomicity not supported: this account sends calls one by one' })
    expect(check({ atomicRequired: false, calls: [call] }, { atomic: false }).atomicRequired).toBe(false)
  })

  it('no calls is invalid params', () => {
    expect(codeOf(() => check({ calls: [] }))?.code).toBe(-32602)
  })
})
