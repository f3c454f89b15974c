// The demo's Batch calls card puts a failed batch in words: a revert's reason string, else the product's
// sentence for a revert (describeError); never its hex or a library's dump. A wallet's refusal keeps its words.
import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchFailure } from '../../../demo/panels/batch-error'

const abi = parseAbi(['error Error(string reason)', 'error ExecuteError(uint256 index, bytes reason)', 'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)'])
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const exceeds = encodeErrorResult({ abi, errorName: 'Error', args: ['ERC20: transfer amount exceeds balance'] })
const walletError = (message: string, code: number, data?: string) => Object.assign(new Error(message), { code, data })

describe('the Batch calls card says why a batch failed in a short sentence', () => {
  it("a smart account's batch: the reason string of the call that reverted, quoted by the bundler as ExecuteError data", () => {
    const data = encodeErrorResult({ abi, errorName: 'ExecuteError', args: [1n, exceeds] })
    expect(batchFailure(walletError(`UserOperation reverted during simulation with reason: ${data}`, -32003))).toBe('Call 2 of the batch would fail: ERC20: transfer amount exceeds balance (code -32003)')
  })

  it("a wallet's revert with its data (EIP-1193 `data`): the decoded reason string", () => {
    expect(batchFailure(walletError('execution reverted', 3, exceeds))).toBe('The transaction would fail: ERC20: transfer amount exceeds balance (code 3)')
  })

  it("a revert without a reason string (a custom error), or a library's dump whose hex is no revert data: the product's sentence for a revert", () => {
    const custom = encodeErrorResult({ abi, errorName: 'ERC20InsufficientBalance', args: [ALICE, 0n, 1n] })
    expect(batchFailure(walletError(`execution reverted: custom error ${custom}`, 3, custom))).toBe('The transaction would fail: the contract reverted it. (code 3)')
    const dump = `Execution reverted for an unknown reason.\n\nRequest Arguments:\n  from:  ${ALICE}\n  data:  0xa9059cbb000000000000000000000000${ALICE.slice(2)}\n\nVersion: viem@2.0.0`
    expect(batchFailure(new Error(dump))).toBe('The transaction would fail: the contract reverted it.')
  })

  it('a wallet refusing the batch (EIP-5792 5760) keeps its own words and code', () => {
    expect(batchFailure(walletError('Atomicity not supported: this account sends calls one by one', 5760))).toBe('Atomicity not supported: this account sends calls one by one (code 5760)')
  })
})
