// The social sign-in in progress, shared by the socials section (which opens the popup on the click
// itself) and ConnectingSocial (which shows how it goes).
import { describeError, perModal, type PluginApi } from 'gangway'
import { atom } from 'nanostores'
import type { EmbeddedController } from '../controller'
import type { FrameSocialProvider } from '../providers'

export interface SocialAttempt {
  provider: FrameSocialProvider
  status: 'waiting' | 'error'
  error?: string
}

export const socialState = perModal((api: PluginApi) => {
  const $attempt = atom<SocialAttempt | undefined>()
  /** The sign-in could not start (its code did not load), or the attempt failed. */
  const failed = (provider: FrameSocialProvider, error: unknown) => $attempt.set({ provider, status: 'error', error: describeError(error) })
  return {
    $attempt,
    failed,
    /** Call from the click: the popup opens at once, the frame is asked for the provider's address. */
    start(provider: FrameSocialProvider, controller: EmbeddedController): void {
      const popup = controller.openPopup()
      const attempt: SocialAttempt = { provider, status: 'waiting' }
      $attempt.set(attempt)
      // Only this attempt's outcome is shown: an older one (its popup closed by this one) says nothing.
      controller.socialLogin(provider, popup).then(
        () => $attempt.get() === attempt && $attempt.set(undefined),
        (error: unknown) => $attempt.get() === attempt && failed(provider, error),
      )
    },
  }
})
