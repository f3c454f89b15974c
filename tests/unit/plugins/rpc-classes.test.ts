// SPEC §6 method classes as the eip155 and solana plugins declare them, read by the kernel's classifier.
import { describe, expect, it } from 'vitest'
import { classifyRpcMethod } from '../../../kernel/rpc'
import { eip155 } from '../../../plugins/eip155'
import { solana } from '../../../plugins/solana'

const evmRpc = await eip155().capabilities.rpc!()
const solanaRpc = await solana().capabilities.rpc!()
const classify = (method: string) => (method.startsWith('solana_') ? classifyRpcMethod(solanaRpc, method) : classifyRpcMethod(evmRpc, method))
const isTransactionResponse = (value: unknown) => evmRpc.isTransactionResponse!(value)

describe('RPC method classification (SPEC §6)', () => {
  it('SPEC §6 read methods are allowed without approval', () => {
    for (const method of ['eth_getBalance', 'eth_call', 'eth_chainId', 'eth_accounts', 'eth_blockNumber', 'eth_estimateGas', 'eth_getTransactionReceipt', 'eth_gasPrice']) {
      expect(classify(method), method).toBe('safe')
    }
  })

  it('SPEC §6 eth_sendRawTransaction, wallet_getCapabilities, wallet_getCallsStatus and wallet_getAssets are allowed without approval', () => {
    for (const method of ['eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets']) {
      expect(classify(method), method).toBe('safe')
    }
  })

  it('SPEC §6 signing and sending methods need approval', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(classify(method), method).toBe('approval')
    }
  })

  it('SPEC §4 unknown methods are rejected (classified unknown)', () => {
    for (const method of ['eth_sign', 'wallet_doSomething', 'debug_traceTransaction', 'anvil_setBalance', '', 'solana_doSomething']) {
      expect(classify(method), method).toBe('unknown')
    }
    // A namespace that declares no classes passes nothing.
    expect(classifyRpcMethod(undefined, 'eth_getBalance')).toBe('unknown')
    // A method of another namespace is not this one's.
    expect(classifyRpcMethod(solanaRpc, 'eth_getBalance')).toBe('unknown')
  })
})

describe('transaction-type response (SPEC §5)', () => {
  const hex = (n: number) => 'ab'.repeat(n).slice(0, n)

  it('SPEC §5 a response that is 0x plus 64 hex characters is a transaction-type response', () => {
    expect(isTransactionResponse(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionResponse(`0x${'F'.repeat(64)}`)).toBe(true)
  })

  it('SPEC §5 a 0x signature of 62 or more hex characters is a transaction-type response', () => {
    expect(isTransactionResponse(`0x${hex(62)}`)).toBe(true)
    expect(isTransactionResponse(`0x${hex(130)}`)).toBe(true)
    expect(isTransactionResponse(`0x${hex(61)}`)).toBe(false)
  })

  it('SPEC §5 anything else is not a transaction-type response', () => {
    expect(isTransactionResponse(`${hex(64)}`)).toBe(false) // no 0x
    expect(isTransactionResponse(`0x${hex(63)}g`)).toBe(false) // not hex
    expect(isTransactionResponse('0x')).toBe(false)
    expect(isTransactionResponse({ hash: `0x${hex(64)}` })).toBe(false)
    expect(isTransactionResponse(undefined)).toBe(false)
  })
})
