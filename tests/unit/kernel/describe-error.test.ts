// Errors a person can read (SPEC §8): the services' own words, a refusal, node errors of a failed
// transaction, the wallet and JSON-RPC codes.
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../kernel/api/http'
import { describeError } from '../../../kernel/describe-error'
import { gangwayError } from '../../../kernel/errors'
import { RpcError } from '../../../kernel/http'

const walletError = (code: number, message = 'wallet error') => Object.assign(new Error(message), { code })

describe('SPEC §8 errors a person can read', () => {
  it("SPEC §8 a refusal in the wallet (4001, or WalletConnect's 5000) is 'Signature declined'", () => {
    expect(describeError(walletError(4001, 'User rejected the request.'))).toBe('Signature declined')
    expect(describeError(walletError(5000, 'User rejected.'))).toBe('Signature declined')
  })

  it("SPEC §8 API error descriptions are used when present; else the SPEC's 'HTTP status code: {n}'", () => {
    expect(describeError(new HttpStatusError(400, 'Amount must be between 10.00 and 7500.00 USD for card'))).toBe('Amount must be between 10.00 and 7500.00 USD for card')
    expect(describeError(new HttpStatusError(502))).toBe('HTTP status code: 502')
  })

  it.each([
    ['execution reverted: ERC20: transfer amount exceeds balance', 'The transaction would fail: the contract reverted it.'],
    ['max fee per gas less than block base fee: address 0x…, maxFeePerGas: 1, baseFee: 7', 'The fee is below what the network asks for now.'],
    ['fee cap higher than 2^256-1', 'The fee is higher than allowed.'],
    ['nonce too high: address 0x…, tx: 9 state: 2', 'Earlier transactions of this account must land first (nonce too high).'],
    ['nonce too low: address 0x…, tx: 1 state: 2', 'A transaction with this nonce was already sent (nonce too low).'],
    ['nonce has max value', 'This account cannot send more transactions (nonce at its maximum).'],
    ['insufficient funds for gas * price + value: have 0 want 21000', 'Insufficient funds for the amount and the network fee.'],
    ['intrinsic gas too high', 'The gas limit is above what a block allows.'],
    ['intrinsic gas too low', 'The gas limit is too low for this transaction.'],
    ['transaction type not supported', 'The network does not support this kind of transaction.'],
    ['max priority fee per gas higher than max fee per gas', 'The priority fee is above the fee cap.'],
  ])('SPEC §8 node error "%s"', (node, readable) => {
    expect(describeError(new RpcError(node, -32000))).toBe(readable)
  })

  it('SPEC §8 wallet and capability codes carry their meaning (4100, 4200, 4900, 4901, 4902, 5700-5760)', () => {
    expect(describeError(walletError(4100))).toBe('The wallet has not authorized this request.')
    expect(describeError(walletError(4200))).toBe('The wallet does not support this request.')
    expect(describeError(walletError(4900))).toBe('The wallet is disconnected.')
    expect(describeError(walletError(4901))).toBe('The wallet is not connected to this network.')
    expect(describeError(walletError(4902))).toBe('The wallet does not know this network.')
    for (const code of [5700, 5710, 5720, 5730, 5740, 5750, 5760]) expect(describeError(walletError(code))).not.toBe('wallet error')
  })

  it("the kernel's own errors keep their SPEC texts; anything else says what it is", () => {
    expect(describeError(gangwayError('REQUEST_TIMEOUT'))).toBe('The request took too long to respond')
    expect(describeError(new Error('the wallet crashed'))).toBe('the wallet crashed')
    expect(describeError(undefined)).toBe('Something went wrong')
  })
})
