// SPEC §4 Farcaster sign-in: the channel's address is fetched first (shown as a QR code and a link), then
// the approval of that channel is awaited. One question and one wait at a time, whoever asks.
import { gangwayError, type PluginApi } from 'gangway'
import type { WritableAtom } from 'nanostores'
import type { FrameClient } from './frame-client'
import type { FrameSocialProvider } from './protocol'

/** SPEC §9 'Farcaster reload delay'. */
export const FARCASTER_RELOAD_DELAY_MS = 100

export interface FarcasterDeps {
  api: PluginApi
  frame(): FrameClient
  $farcasterUrl: WritableAtom<string | undefined>
  track(event: string, provider: string): void
  setLoginSuccess(o: { social: FrameSocialProvider | 'farcaster'; username?: string | null }): void
  connectAll(): Promise<void>
}

export function createFarcasterChannel({ api, frame, $farcasterUrl, track, setLoginSuccess, connectAll }: FarcasterDeps) {
  const { log } = api.context

  /** SPEC §4: for Farcaster, the address is fetched first (then shown as a QR code and a link). One at a time. */
  let asking: Promise<string> | undefined
  function farcasterUri(): Promise<string> {
    const known = $farcasterUrl.get()
    if (known) return Promise.resolve(known)
    asking ??= (async () => {
      track('SOCIAL_LOGIN_STARTED', 'farcaster')
      try {
        const { url } = await frame().request('GET_FARCASTER_URI')
        $farcasterUrl.set(url)
        return url
      } catch (error) {
        log.error('farcaster uri', error)
        throw gangwayError('FAILED_TO_CONNECT_FARCASTER')
      } finally {
        asking = undefined
      }
    })()
    return asking
  }

  /** Waits for the approval of the channel shown; one wait at a time, whoever asks. */
  let waiting: Promise<void> | undefined
  function farcasterConnect(): Promise<void> {
    waiting ??= (async () => {
      try {
        const { userName } = await frame().request('CONNECT_FARCASTER')
        $farcasterUrl.set(undefined)
        setLoginSuccess({ social: 'farcaster', username: userName })
        await connectAll()
        track('SOCIAL_LOGIN_SUCCESS', 'farcaster')
      } catch (error) {
        log.error('farcaster sign-in', error)
        track('SOCIAL_LOGIN_ERROR', 'farcaster')
        $farcasterUrl.set(undefined)
        // A fresh frame for the next try, a moment later (SPEC §9 Farcaster reload delay).
        setTimeout(() => void frame().request('RELOAD').catch(() => undefined), FARCASTER_RELOAD_DELAY_MS)
        throw gangwayError('FAILED_TO_CONNECT_FARCASTER')
      } finally {
        waiting = undefined
      }
    })()
    return waiting
  }

  return { farcasterUri, farcasterConnect }
}
