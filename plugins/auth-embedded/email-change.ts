// SPEC §4, §5 e-mail change: only for a live embedded session of an e-mail or social user; the secure
// frame checks the old address's code, then the new one's, and the new address replaces the old here.
import { gangwayError, isString, type Namespace, type Network, type PluginApi } from 'gangway'
import type { WritableAtom } from 'nanostores'
import { AUTH_CONNECTOR_ID, loginCacheKeys } from './context'
import { frameChainId } from './chain-ids'
import { INVALID_EMAIL, isEmail } from './email'
import type { EmbeddedUser } from './embedded-user'
import type { FrameClient } from './frame-client'

export interface EmailChangeDeps {
  api: PluginApi
  frame(): FrameClient
  $user: WritableAtom<EmbeddedUser | undefined>
  /** The namespaces with an embedded session now. */
  sessionNamespaces(): Namespace[]
  /** The network the frame's GET_USER is asked about (the first namespace the wallet serves). */
  network(): Network | undefined
}

export function createEmailChange({ api, frame, $user, sessionNamespaces, network }: EmailChangeDeps) {
  const { storage } = api.context

  function requireEmailOrSocial(): void {
    const live = sessionNamespaces().some((ns) => api.session(ns) && api.stores.$accounts.get()[ns]?.connectorId === AUTH_CONNECTOR_ID)
    if (!live) throw gangwayError('NO_AUTH_CONNECTOR')
    const user = $user.get()
    if (!user || (!user.email && !user.socialProvider)) throw gangwayError('NOT_EMAIL_OR_SOCIAL')
  }
  async function updateEmail(email: string) {
    requireEmailOrSocial()
    // SPEC §5: checked here, before the frame sees it (which refuses it too).
    if (!isEmail(email)) throw new Error(INVALID_EMAIL)
    return (await frame().request('UPDATE_EMAIL', { email })).action
  }
  async function updateEmailPrimary(otp: string): Promise<void> {
    requireEmailOrSocial()
    await frame().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
  }
  async function updateEmailSecondary(otp: string): Promise<string> {
    requireEmailOrSocial()
    const { newEmail } = await frame().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    const user = $user.get()
    if (user) $user.set({ ...user, email: newEmail })
    if (storage.get(loginCacheKeys.email, isString)) storage.set(loginCacheKeys.email, newEmail)
    return newEmail
  }
  /** The e-mail the frame holds now (SPEC §4: polled every 1 s while an e-mail change is under way). */
  async function currentEmail(): Promise<string | null | undefined> {
    const where = network()
    if (!where) return $user.get()?.email
    const user = await frame().request('GET_USER', { chainId: frameChainId(where) })
    return user.email
  }

  return { updateEmail, updateEmailPrimary, updateEmailSecondary, currentEmail }
}
