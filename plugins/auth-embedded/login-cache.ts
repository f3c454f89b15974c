// SPEC §4's login cache: what a sign-in leaves in storage (that e-mail login was used, the address,
// the social provider and user name) so a reload restores it, and what signing out clears.
import { storageKeys, type PluginApi } from 'gangway'
import { loginCacheKeys } from './context'
import type { FrameSocialProvider } from './protocol'

export function createLoginCache(storage: PluginApi['context']['storage']) {
  return {
    setLoginSuccess(o: { email?: string | null; social?: FrameSocialProvider | 'farcaster'; username?: string | null }): void {
      storage.set(loginCacheKeys.emailLoginUsed, true)
      storage.remove(loginCacheKeys.lastEmailLoginTime)
      if (o.email) storage.set(loginCacheKeys.email, o.email)
      if (o.social) storage.set(storageKeys.socialProvider, o.social)
      else storage.remove(storageKeys.socialProvider)
      if (o.username) storage.set(storageKeys.socialUsername, o.username)
    },
    clearLoginCache(): void {
      for (const key of [loginCacheKeys.emailLoginUsed, loginCacheKeys.email, loginCacheKeys.lastChain, storageKeys.socialUsername]) storage.remove(key)
    },
  }
}
