// SPEC §7 sending an ERC-20: transfer(to, amount) encoded by the plugin itself, checked here against
// viem's ABI encoder (the account e2e sends one on the local chain and reads the receiver's balance).
import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20TransferData } from '../../../../plugins/eip155/transfers'

const viems = (to: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] })

describe('SPEC §7 eip155 ERC-20 transfer call data', () => {
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n],
    ['0x0000000000000000000000000000000000000000', 0n],
    ['0xffffffffffffffffffffffffffffffffffffffff', 12_500_000_000_000_000_000n],
    ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 2n ** 256n - 1n],
  ])('transfer(%s, %s) is what the standard ABI encodes', (to, amount) => {
    expect(erc20TransferData(to, amount)).toBe(viems(to, amount))
  })

  it('an address or an amount the ABI cannot hold is refused, never sent cut short', () => {
    expect(() => erc20TransferData('0x7099', 1n)).toThrow('Address "0x7099" is invalid.')
    expect(() => erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', -1n)).toThrow('does not fit a uint256')
    expect(() => erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 2n ** 256n)).toThrow('does not fit a uint256')
  })
})
