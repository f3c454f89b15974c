// EIP-1193 errors as a wallet throws them: an Error with a numeric code (and data for reverts).
export const rpcCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unknownChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
