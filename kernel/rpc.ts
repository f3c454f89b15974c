// Which wallet RPC methods pass straight through and which need the person's approval (SPEC §6).
export type RpcClass = 'safe' | 'approval' | 'unknown'

const needsApproval = new Set([
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
])

const safeWithoutPrefix = new Set([
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'net_version',
  'web3_clientVersion',
])

// Read methods: everything eth_ that only reads chain state.
const readPrefixes = ['eth_get', 'eth_call', 'eth_estimate', 'eth_fee', 'eth_gas', 'eth_max', 'eth_block', 'eth_chain', 'eth_accounts', 'eth_syncing', 'eth_protocol', 'eth_newFilter', 'eth_newBlockFilter', 'eth_uninstallFilter', 'eth_blobBaseFee', 'eth_createAccessList']

export function classifyRpcMethod(method: string): RpcClass {
  if (needsApproval.has(method)) return 'approval'
  if (safeWithoutPrefix.has(method)) return 'safe'
  if (readPrefixes.some((prefix) => method.startsWith(prefix))) return 'safe'
  return 'unknown'
}

/**
 * SPEC §5: a response that is 0x plus 64 hex characters (a hash), or a 0x signature of 62 or
 * more hex characters, is treated as a transaction-type response.
 */
export function isTransactionResponse(value: unknown): boolean {
  return typeof value === 'string' && (/^0x[0-9a-fA-F]{64}$/.test(value) || /^0x[0-9a-fA-F]{62,}$/.test(value))
}
