// A wallet RPC call through the modal (SPEC §4 'RPC requests', §6): methods the namespace classes
// as safe or needing approval go to the wallet; any other is refused, with 'Action not allowed'
// shown after 300 ms. A transaction-type answer (SPEC §5) reads the balance again. The namespace may
// take part in a call first (its `handle`), e.g. to answer what the wallet itself cannot.
import { gangwayError } from '../errors'
import type { Kernel } from '../kernel'
import type { WalletRequestArgs } from '../plugin'
import { classifyRpcMethod } from '../rpc'
import type { Namespace } from '../types'
import { toastMessages } from '../errors'
import { refreshBalance } from './balance'

export const NOT_ALLOWED_TOAST_DELAY_MS = 300

export async function request(k: Kernel, args: WalletRequestArgs, o: { namespace?: Namespace } = {}): Promise<unknown> {
  const namespace = o.namespace ?? k.network.$activeNamespace.get()
  const live = namespace ? k.sessions.get(namespace) : undefined
  if (!namespace || !live || !k.accounts.get(namespace).address) throw gangwayError('CONNECT_BEFORE_REQUEST')
  const rpc = await k.namespaces.get(namespace)?.capabilities.rpc?.()
  const kind = classifyRpcMethod(rpc, args.method)
  if (kind === 'unknown') {
    k.ctx.log.error(`${gangwayError('RPC_NOT_ALLOWED').message}: ${args.method}`)
    setTimeout(() => k.toast.show(toastMessages.ACTION_NOT_ALLOWED, 'error'), NOT_ALLOWED_TOAST_DELAY_MS)
    throw gangwayError('RPC_NOT_ALLOWED')
  }
  const { session } = live
  if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
  const result = await (rpc?.handle?.({ ctx: k.ctx, session, args, network: k.network.find(session.chainId) }) ?? session.request(args))
  if (kind === 'approval' && rpc?.isTransactionResponse?.(result)) void refreshBalance(k, namespace, { force: true })
  return result
}
