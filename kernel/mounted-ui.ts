// README 'The host API': the dialog renders only under a mounted <GangwayProvider>, so an open() with
// none mounted shows nothing. A developer is told, once per modal; not at once, since a host may open
// at startup, before React mounted the provider: the check runs after the next painted frame and a
// second more (long enough for a host's root to render; a warning may be late). Without a window (a
// server) nothing renders, so nothing is checked.
import { afterPaint } from './after-paint'
import type { Kernel } from './kernel'
import type { Unsubscribe } from './types'

/** Watches opens; returns the entry a UI calls when it mounts (its result, when it unmounts). */
export function watchMountedUi({ ctx, $open }: Kernel): () => Unsubscribe {
  const w = ctx.env.window
  // The UIs mounted now; Infinity once said, so the warning never comes again.
  let mounted = 0
  const check = () => {
    if (!mounted && $open.get()) {
      mounted = Infinity
      ctx.log.error('modal.open(): no <GangwayProvider modal={…}> is mounted, so nothing is shown')
    }
  }
  // Only an open with no UI mounted is checked: the others (every reopen of a mounted modal) schedule nothing.
  if (w) $open.listen((open) => open && !mounted && afterPaint(w, () => setTimeout(check, 1000)))
  return () => (mounted++, () => void mounted--)
}
