// SPEC §6 for eip155: what passes without approval (reads, eth_sendRawTransaction and the wallet_
// queries) and what needs it; SPEC §5's transaction-type responses; EIP-5792's calls (./calls).
import { gangwayError, type RpcMethodClasses } from 'gangway'

export const EIP155_RPC: RpcMethodClasses = {
  approval: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'],
  safe: ['eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets', 'net_version', 'web3_clientVersion'],
  // Read methods: everything eth_ that only reads chain state.
  safePrefixes: ['eth_get', 'eth_call', 'eth_estimate', 'eth_fee', 'eth_gas', 'eth_max', 'eth_block', 'eth_chain', 'eth_accounts', 'eth_syncing', 'eth_protocol', 'eth_newFilter', 'eth_newBlockFilter', 'eth_uninstallFilter', 'eth_blobBaseFee', 'eth_createAccessList'],
  /** SPEC §5: 0x plus 64 hex characters (a hash), or a 0x signature of 62 or more hex characters. */
  isTransactionResponse: (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value),
}

const EIP5792 = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']

/** The classes, and EIP-5792 for every wallet: passed through, or sent one by one where the host allows it. */
export function eip155Rpc(o: { sendCallsFallback?: unknown }): RpcMethodClasses {
  // Checked here, where it is first used, so the factory that every EVM host loads stays as small as it was.
  if (o.sendCallsFallback !== undefined && typeof o.sendCallsFallback !== 'boolean') throw gangwayError('INVALID_OPTIONS', 'eip155 sendCallsFallback: must be true or false')
  return {
    ...EIP155_RPC,
    handle: (call) => (EIP5792.includes(call.args.method) ? import('./calls').then((m) => m.handleCalls(call, o.sendCallsFallback === true)) : undefined),
  }
}
