// SPEC §6 for bip122: signing and sending need the person's approval; listing the account's addresses does not.
import type { RpcMethodClasses } from 'gangway'

export const BIP122_RPC: RpcMethodClasses = {
  approval: ['signMessage', 'signPsbt', 'sendTransfer'],
  safe: ['getAccountAddresses'],
  /** A txid: 64 hex characters. */
  isTransactionResponse: (value) => typeof value === 'object' && value !== null && /^[0-9a-f]{64}$/i.test(String((value as { txid?: unknown }).txid ?? '')),
}
