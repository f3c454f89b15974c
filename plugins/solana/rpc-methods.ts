// SPEC §6 for solana: the four signing methods need approval; reading the accounts does not.
import type { RpcMethodClasses } from 'gangway'

export const SOLANA_RPC: RpcMethodClasses = {
  approval: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  safe: ['solana_getAccounts', 'solana_requestAccounts'],
}
