// The social sign-in's popup (SPEC §4, §9): opened at once on the click, 600×800 and centred, polled
// every 1 s for closing; its result comes as a message from the secure origin. One at a time.
import { gangwayError, type PluginApi } from 'gangway'
import { socialResult } from './protocol'

export const POPUP_WIDTH = 600
export const POPUP_HEIGHT = 800
export const POPUP_POLL_MS = 1_000

export function createSocialPopups(api: PluginApi, secureOrigin: string) {
  const win = api.context.env.window
  /**
   * The popup of the social sign-in under way. One at a time: a newer sign-in closes the older one's
   * popup (its wait then ends as 'Popup closed'), so no forgotten popup can still sign the person in.
   */
  let current: Window | null = null

  /** Opens the SPEC §9 popup at once (a click's own task, so no blocker stops it); it is pointed at the provider once the frame answers. */
  function openPopup(): Window | null {
    if (!win) return null
    if (current && !current.closed) current.close()
    current = null
    const left = Math.max(0, (win.screenX ?? 0) + ((win.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2)
    const top = Math.max(0, (win.screenY ?? 0) + ((win.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2)
    current = win.open('', `gangway-social-${Date.now()}`, `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`)
    return current
  }

  /**
   * The address the popup came back to, carried by a message from the secure origin; 'Popup closed' if
   * it closes first (checked every 1 s); 'Modal closed' if the modal closes first (or already has),
   * which closes the popup too: the person left this sign-in.
   */
  function popupResult(popup: Window): Promise<string> {
    return new Promise((resolve, reject) => {
      const modalClosed = () => {
        popup.close()
        reject(gangwayError('MODAL_CLOSED'))
      }
      if (!api.stores.$open.get()) return modalClosed()
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== secureOrigin || event.source !== popup) return
        const parsed = socialResult.safeParse(event.data)
        if (parsed.success) finish(() => resolve(parsed.data.resultUri))
      }
      const timer = setInterval(() => popup.closed && finish(() => reject(gangwayError('POPUP_CLOSED'))), POPUP_POLL_MS)
      const onClose = (open: boolean) => !open && finish(modalClosed)
      const stopModal = api.stores.$open.listen(onClose)
      win!.addEventListener('message', onMessage)
      function finish(settle: () => void) {
        clearInterval(timer)
        stopModal()
        win!.removeEventListener('message', onMessage)
        settle()
      }
    })
  }

  return {
    open: openPopup,
    result: popupResult,
    /** A sign-in settled: no handle kept on a popup that is closed or no longer this sign-in's. */
    settled(popup: Window | null): void {
      if (current === popup) current = null
    },
  }
}
