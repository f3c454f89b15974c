// SPEC §6 for polkadot: both wallet methods sign, so both need the person's approval.
import type { RpcMethodClasses } from 'gangway'

export const POLKADOT_RPC: RpcMethodClasses = {
  approval: ['polkadot_signMessage', 'polkadot_signTransaction'],
  safe: [],
}
