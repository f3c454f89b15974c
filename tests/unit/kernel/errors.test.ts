import { describe, expect, it } from 'vitest'
import { errorCode, errorMessage, GangwayError, gangwayError, isUserRejection, rpcErrorCodes, toastMessages } from '../../../kernel/errors'

describe('error catalogue (SPEC §8)', () => {
  it('SPEC §8 connection and flow errors carry the exact catalogue texts', () => {
    expect(errorMessage('TRY_AGAIN_AFTER', 12)).toBe('Please try again after 12 seconds')
    expect(errorMessage('MODAL_CLOSED')).toBe('Modal closed')
    expect(errorMessage('POPUP_CLOSED')).toBe('Popup closed')
    expect(errorMessage('CONNECTION_REJECTED')).toBe('Connection rejected')
    expect(errorMessage('FAILED_TO_CONNECT')).toBe('Failed to connect')
    expect(errorMessage('FAILED_TO_CONNECT_FARCASTER')).toBe('Failed to connect to farcaster')
    expect(errorMessage('FAILED_SOCIAL')).toBe('Failed to initiate social connection')
    expect(errorMessage('NO_AUTH_CONNECTOR')).toBe('No auth connector found')
    expect(errorMessage('NOT_EMAIL_OR_SOCIAL')).toBe('Not connected to email or social')
    expect(errorMessage('FAILED_TO_DISCONNECT')).toBe('Failed to disconnect')
    expect(errorMessage('NO_CONNECTOR_FOR_CONNECTION')).toBe('No connector found for connection')
    expect(errorMessage('INVALID_CONNECTION_STATUS')).toBe('Invalid connection status')
    expect(errorMessage('ADAPTER_NOT_FOUND')).toBe('Adapter not found')
    expect(errorMessage('CHAIN_NOT_SUPPORTED')).toBe('Chain is not supported')
    expect(errorMessage('CONNECT_BEFORE_REQUEST')).toBe('Please call connect() before request()')
  })

  it('SPEC §8 other thrown messages carry the exact catalogue texts', () => {
    expect(errorMessage('UNSUPPORTED_CHAIN')).toBe('Unsupported chain')
    expect(errorMessage('AMOUNT_AND_RECEIVER_REQUIRED')).toBe('An amount and receiver address are required')
    expect(errorMessage('TOKEN_REQUIRED')).toBe('A token is required')
    expect(errorMessage('ERROR_RESOLVING_NAME')).toBe('Error resolving name')
    expect(errorMessage('ERROR_NAME_SUGGESTIONS')).toBe('Error fetching name suggestions')
    expect(errorMessage('ERROR_NAMES_FOR_ADDRESS')).toBe('Error fetching names for address')
    expect(errorMessage('ERROR_REGISTERING_NAME', 'alice.wcn.id')).toBe('Error registering name alice.wcn.id')
    expect(errorMessage('NETWORK_NOT_FOUND')).toBe('Network not found')
    expect(errorMessage('ADDRESS_OR_AUTH_NOT_FOUND')).toBe('Address or auth connector not found')
    expect(errorMessage('INVALID_CHAIN_ID')).toBe('Invalid chainId')
    expect(errorMessage('CHAIN_ADAPTER_NOT_FOUND')).toBe('Chain adapter not found')
    expect(errorMessage('WALLETCONNECT_CONNECTOR_NOT_FOUND')).toBe('WalletConnectConnector not found')
    expect(errorMessage('GAS_PRICE_UNSUPPORTED')).toBe('Network not supported for Gas Price')
    expect(errorMessage('SWAPS_UNSUPPORTED')).toBe('Network not supported for Swaps')
  })

  it('SPEC §5 §7 §8 validation, transport and HTTP messages carry the exact texts', () => {
    expect(errorMessage('NO_ADAPTER_FOR_NAMESPACE', 'cosmos')).toBe("Adapter for namespace cosmos doesn't exist")
    expect(errorMessage('HTTP_STATUS', 503)).toBe('HTTP status code: 503')
    expect(errorMessage('TRANSACTIONS_NEED_ADDRESS')).toBe("Transactions can't be fetched without an accountAddress")
    expect(errorMessage('REQUEST_ABORTED')).toBe('Request was aborted')
    expect(errorMessage('SOMETHING_WENT_WRONG')).toBe('Something went wrong')
    expect(errorMessage('METHOD_NOT_SUPPORTED')).toBe('method not supported')
    expect(errorMessage('REQUEST_TIMEOUT')).toBe('The request took too long to respond')
    expect(errorMessage('RPC_NOT_ALLOWED')).toBe('Requested RPC call is not allowed')
  })

  it('SPEC §8 toasts carry the exact catalogue texts', () => {
    expect(toastMessages).toEqual({
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      ACTION_NOT_ALLOWED: 'Action not allowed',
      FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
      SIGNATURE_DECLINED: 'Signature declined',
      NO_SMART_ACCOUNTS: 'This application might not support Smart Accounts',
      AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      AUTHENTICATING: 'Authenticating...',
    })
  })

  it('SPEC §8 a thrown catalogue error is a GangwayError with a stable code and the SPEC text as message', () => {
    const error = gangwayError('NO_ADAPTER_FOR_NAMESPACE', 'solana')
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(GangwayError)
    expect(error.code).toBe('NO_ADAPTER_FOR_NAMESPACE')
    expect(error.message).toBe("Adapter for namespace solana doesn't exist")
  })

  it('SPEC §8 RPC codes: JSON-RPC and EIP-1193 values', () => {
    expect(rpcErrorCodes).toMatchObject({
      INVALID_JSON: -32700,
      INVALID_REQUEST: -32600,
      METHOD_NOT_FOUND: -32601,
      INVALID_PARAMS: -32602,
      INTERNAL: -32603,
      INVALID_INPUT: -32000,
      RESOURCE_NOT_FOUND: -32001,
      RESOURCE_UNAVAILABLE: -32002,
      TRANSACTION_REJECTED: -32003,
      METHOD_NOT_SUPPORTED: -32004,
      LIMIT_EXCEEDED: -32005,
      VERSION_UNSUPPORTED: -32006,
      USER_REJECTED: 4001,
      UNAUTHORIZED: 4100,
      UNSUPPORTED_METHOD: 4200,
      DISCONNECTED: 4900,
      CHAIN_DISCONNECTED: 4901,
      UNRECOGNIZED_CHAIN: 4902,
    })
  })

  it('SPEC §8 a 4001 user rejection is recognised directly and through a wrapping cause', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ code: -32603, message: 'Internal error' })).toBe(false)
    expect(isUserRejection(new Error('plain'))).toBe(false)
    expect(errorCode('a string')).toBeUndefined()
  })
})
