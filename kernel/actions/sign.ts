// Signing a message with the wallet of the active (or given) namespace.
import { gangwayError } from '../errors'
import type { Kernel } from '../kernel'
import type { Namespace } from '../plugin'

export async function signMessage(k: Kernel, message: string, o: { namespace?: Namespace } = {}): Promise<string> {
  const namespace = o.namespace ?? k.network.$activeNamespace.get()
  const live = namespace ? k.sessions.get(namespace) : undefined
  const address = namespace ? k.accounts.get(namespace).address : undefined
  if (!live || !address) throw gangwayError('CONNECT_BEFORE_REQUEST')
  return live.session.signMessage(message, address)
}
