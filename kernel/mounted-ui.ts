// README 'The host API': the dialog renders only under a mounted <GangwayProvider>, so an open() with
// none mounted shows nothing. A developer is told, once per modal; not at once, since a host may open
// at startup, before React mounted the provider: the check runs after the next painted frame and a
// moment more. Without a window (a server) nothing renders, so nothing is checked.
import { afterPaint } from './after-paint'
import type { Kernel } from './kernel'
import type { Unsubscribe } from './types'

/** Long enough for a host's root to render after its first frame; a warning, so late is fine. */
const WAIT_MS = 1000

/** Watches opens; returns the entry a UI calls when it mounts (its result, when it unmounts). */
export function watchMountedUi(k: Kernel): () => Unsubscribe {
  const { events, log, env } = k.ctx
  const w = env.window
  let mounted = 0
  let warned = false
  const check = () => {
    if (!warned && !mounted && k.$open.get()) {
      warned = true
      log.warn('modal.open(): no <GangwayProvider modal={…}> is mounted, so nothing is shown')
    }
  }
  if (w) events.on('modal', (e) => e.open && !warned && afterPaint(w, () => w.setTimeout(check, WAIT_MS)))
  return () => {
    mounted++
    return () => void mounted--
  }
}
