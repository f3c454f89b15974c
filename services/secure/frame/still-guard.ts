// The approval card's Approve button counts a click only once the card has sat still, in full view,
// for STILL_MS. The modal moves and resizes the frame while its dialog animates, and the host page
// could move the frame under a pointer already on its way, or cover the card with its own content
// (a click-jacking overlay): either way the person would approve what they did not see.
// Still: no resize of the frame's window (the modal changes the frame's size as the dialog moves).
// In full view: where the browser can tell (IntersectionObserver v2, Chromium), nothing of the page
// is drawn over the button and it is neither transformed nor faded (so its disabled look keeps its opacity).

export const STILL_MS = 500

export interface StillGuardEnv {
  /** The frame's window: its `resize` events. */
  win: { addEventListener(type: 'resize', listener: () => void): void; removeEventListener(type: 'resize', listener: () => void): void }
  /** Reports whether the card is in full view, or returns undefined where the browser cannot tell. */
  observeVisibility?(onChange: (visible: boolean) => void): (() => void) | undefined
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Holds `button` disabled until the card has been still and in view for STILL_MS; returns the stop. */
export function holdUntilStill(button: { disabled: boolean }, env: StillGuardEnv): () => void {
  let timer: unknown
  let visible = true
  const hold = () => {
    button.disabled = true
    env.clearTimeout(timer)
    timer = visible ? env.setTimeout(() => (button.disabled = false), STILL_MS) : undefined
  }
  const stopObserving = env.observeVisibility?.((now) => {
    if (now === visible) return
    visible = now
    hold()
  })
  hold()
  env.win.addEventListener('resize', hold)
  return () => {
    env.clearTimeout(timer)
    env.win.removeEventListener('resize', hold)
    stopObserving?.()
  }
}

type V2Entry = IntersectionObserverEntry & { isVisible?: boolean }

/** IntersectionObserver v2 on `target`, where the browser has it (Chromium); undefined elsewhere. */
export function visibilityObserver(target: Element): StillGuardEnv['observeVisibility'] {
  return (onChange) => {
    let observer: IntersectionObserver
    try {
      // trackVisibility and delay are v2 (not in TypeScript's DOM types yet); delay ≥ 100 is required with it.
      observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1] as V2Entry | undefined
          if (last && typeof last.isVisible === 'boolean') onChange(last.isVisible)
        },
        { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
    } catch {
      return undefined
    }
    observer.observe(target)
    return () => observer.disconnect()
  }
}
