// <GangwayProvider>: gives hooks their modal and mounts the modal on document.body the first
// time it opens. Before that nothing is fetched; once the host has painted and the page is idle (or a
// person points at Connect), the dialog is warmed up: rendered once, hidden, and removed (modal/warm.ts).
// On a server-rendered page (`ssr: true`) it tells the modal when the page has hydrated.
import { useStore } from '@nanostores/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import type { Modal } from '../kernel/modal'
import { Guard } from './components/guard'
import { ModalContext, useGangway } from './context'
import { uiMessages } from './i18n'
import { ModalFrame } from './modal/frame'
import { warmStateOf, warmUp, whenIdle } from './modal/warm'
import { BodyShadow, InlineShadow } from './shadow'
import { viewsOf } from './views/registry'
import { ViewsContext } from './views/views-context'

export function GangwayProvider({ modal, children }: { modal: Modal; children?: ReactNode }) {
  const isOpen = useStore(modal.stores.$open)
  // Once opened, the body element stays (closing only hides the dialog). Derived while rendering,
  // so the first open commits in one pass rather than again from an effect.
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  const appended = !modal.options.enableEmbedded && !modal.options.disableAppend
  const warm = useStore(warmStateOf(modal))
  // After hydration (effects never run on the server): a server-rendered page restores from here on.
  // Mounted until unmounted: the kernel warns of an open() with no provider (README 'The host API').
  useEffect(() => (modal.hydrated(), modal.uiMounted()), [modal])
  // The UI's texts in the person's language (nothing loads for English).
  useEffect(() => void modal.addMessages(uiMessages), [modal])
  // The warm-up starts when the page is idle after its first paint, rendered in slices (a transition).
  useEffect(() => {
    if (!appended) return
    return whenIdle(modal.context.env.window, () => startTransition(() => warmUp(modal)))
  }, [modal, appended])
  const shown = opened || isOpen
  return (
    <ModalContext.Provider value={modal}>
      <ViewsContext.Provider value={viewsOf(modal)}>
        {children}
        {appended && (shown || warm !== 'cold') && (
          <BodyShadow attached={shown || warm === 'warming'}>
            <FrameGuard modal={modal}>
              <ModalFrame warming={warm === 'warming' && !isOpen} />
            </FrameGuard>
          </BodyShadow>
        )}
      </ViewsContext.Provider>
    </ModalContext.Provider>
  )
}

/**
 * The last guard: the dialog itself failed (its views have their own). The host page stays; the
 * modal closes, and its next open tries again.
 */
function FrameGuard({ modal, children }: { modal: Modal; children: ReactNode }) {
  return (
    <Guard reset={useStore(modal.stores.$open)} onError={() => modal.close()}>
      {children}
    </Guard>
  )
}

/** The modal rendered in place: for embedded mode, or when appending to body is disabled. */
export function GangwayModal() {
  return (
    <InlineShadow tag="div">
      <FrameGuard modal={useGangway()}>
        <ModalFrame embedded />
      </FrameGuard>
    </InlineShadow>
  )
}
