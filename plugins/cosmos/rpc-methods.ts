// SPEC §6 for cosmos: signing needs the person's approval; reading the accounts does not.
import type { RpcMethodClasses } from 'gangway'

export const COSMOS_RPC: RpcMethodClasses = {
  approval: ['cosmos_signDirect', 'cosmos_signAmino'],
  safe: ['cosmos_getAccounts'],
}
