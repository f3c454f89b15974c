// Who is signed in to the embedded wallet, as the views show them.
import type { Namespace } from 'gangway'
import type { ConnectedUser } from './protocol'

export interface EmbeddedUser {
  email?: string | null
  userName?: string | null
  socialProvider?: ConnectedUser['socialProvider']
  /** The address the embedded wallet holds in each namespace the person used. */
  addresses: Partial<Record<Namespace, string>>
}
