// Which wallet RPC methods pass straight through and which need the person's approval (SPEC §6),
// by the classes the namespace plugin declares.
import type { RpcMethodClasses } from './plugin'

export type RpcClass = 'safe' | 'approval' | 'unknown'

export function classifyRpcMethod(classes: RpcMethodClasses | undefined, method: string): RpcClass {
  if (!classes) return 'unknown'
  if (classes.approval.includes(method)) return 'approval'
  if (classes.safe.includes(method) || classes.safePrefixes?.some((prefix) => method.startsWith(prefix))) return 'safe'
  return 'unknown'
}
