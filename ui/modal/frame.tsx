// The dialog: overlay, header with Back and Close, the current view, and the toast; beside it the
// live region that announces connecting and connected (it stays when the dialog closes).
// Escape and the overlay close it where closing is allowed; otherwise it shakes (SPEC §9: 500 ms), as
// it does when an error shows (./live.tsx).
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { afterPaint } from '../../kernel/after-paint'
import type { ViewEntry } from '../../kernel/router'
import { Failed, Guard } from '../components/guard'
import { Icon } from '../components/icons'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { ViewStyles } from '../styles/view-styles'
import { UnservedView, viewTitle } from '../views/registry'
import { ShownStackContext } from '../views/use-view'
import { useViews } from '../views/views-context'
import { AlertBar } from './alert-bar'
// In the host's bundle, not a lazy chunk (issue 15): suspending on it gave every first open a React
// unwind, a fallback and a retry commit 300 ms later, and V8 ~0.06 MiB of code compiled for that.
import { Announcer, ErrorWatch } from './live'
import { useAutoHeight } from './auto-height'
import { useFocusTrap } from './focus'
import { useShake } from './shake'
import { WarmContext, warmStateOf } from './warm'
import { ToastView } from './toast'
import { useT } from '../i18n'

export function ModalFrame({ embedded = false, warming = false }: { embedded?: boolean; warming?: boolean }) {
  const isOpen = useStore(useGangway().stores.$open)
  // The live region starts with the first real open (the warm-up's hidden render says nothing).
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return (
    <>
      {embedded || isOpen ? <Dialog embedded={embedded} /> : warming ? <WarmDialog /> : null}
      {(embedded || opened) && (
        <Guard>
          <Announcer />
        </Guard>
      )}
    </>
  )
}

/** The warm-up render (modal/warm.ts): the dialog, hidden and inert, until it has been painted once. */
function WarmDialog() {
  const modal = useGangway()
  useEffect(() => {
    let live = true
    afterPaint(modal.context.env.window, () => live && warmStateOf(modal).set('warm'))
    return () => {
      live = false
    }
  }, [modal])
  return (
    <WarmContext.Provider value={true}>
      <div style={{ visibility: 'hidden', pointerEvents: 'none' }} aria-hidden="true">
        <Dialog embedded={false} warming />
      </div>
    </WarmContext.Provider>
  )
}

/** How long the dialog keeps showing a view while the next one's code loads, before it shows a spinner. */
const HOLD_MS = 250

/**
 * The stack to draw: the router's, except while the view it now leads to is still loading (at most
 * HOLD_MS), when the view shown before stays. The new view then draws complete in the frame its code
 * arrives, rather than behind a spinner that React, once shown, keeps up for at least 300 ms.
 */
function useShownStack(): [stack: readonly ViewEntry[], holding: boolean] {
  const modal = useGangway()
  const views = useViews()
  const stack = useStore(modal.stores.$stack)
  const shown = useRef(stack)
  const [waited, setWaited] = useState<readonly ViewEntry[]>()
  const top = stack[stack.length - 1]!
  const holding = shown.current !== stack && waited !== stack && !views.isReady(top.name)
  useEffect(() => {
    if (!holding) return
    let live = true
    const stop = () => live && setWaited(stack)
    void views.preload(top.name).then(stop)
    const timer = setTimeout(stop, HOLD_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [holding, stack, top.name, views])
  // A view drawn by its lazy path (the first view of an open, one that outlasted the hold) counts as
  // ready once its code is in: going back to it later is then drawn at once.
  useEffect(() => void views.preload(top.name), [top.name, views])
  if (holding) return [shown.current, true]
  shown.current = stack
  return [stack, false]
}

/** The dialog while it is shown: its hooks (focus, height) start and stop with it. */
function Dialog({ embedded, warming = false }: { embedded: boolean; warming?: boolean }) {
  const modal = useGangway()
  const [stack, holding] = useShownStack()
  const entry = stack[stack.length - 1]!
  const dialogRef = useRef<HTMLDivElement>(null)
  const { shaking, shake } = useShake()
  const sizer = useAutoHeight<HTMLDivElement, HTMLDivElement>()
  useFocusTrap(dialogRef, !embedded && !warming, stack.length, entry.name)

  const tryClose = () => {
    if (!modal.close()) shake()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !embedded) {
      event.stopPropagation()
      tryClose()
    }
  }
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && !embedded) tryClose()
  }
  const t = useT()
  useStore(modal.stores.$remoteFeatures) // a feature switched off remotely takes its shown view with it
  const View = useViews().resolve(entry.name)
  const [title, named] = viewTitle(modal, entry)
  // A view that cannot be shown (a feature switched off while it is open) gets no title: the header
  // would name a view that is not there. Its message, which takes the title's id, names the dialog instead.
  const unserved = View === UnservedView
  return (
    <div className={embedded ? 'overlay embedded' : 'overlay'} onMouseDown={onOverlayClick} data-testid="gangway-overlay">
      <div
        ref={dialogRef}
        className={shaking ? 'dialog shake' : 'dialog'}
        role="dialog"
        aria-modal={!embedded}
        aria-labelledby="gangway-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-view={entry.name}
        // The next view is on its way (its code loading): said to assistive technology, and by the pointer.
        aria-busy={holding || undefined}
      >
        {/* Not the page's banner landmark: the dialog's own title bar. */}
        <header className="header" role="none">
          {stack.length > 1 ? (
            <button type="button" className="icon-button" onClick={() => modal.router.goBack()} aria-label={t('Back')}>
              <Icon name="back" />
            </button>
          ) : (
            <span />
          )}
          {unserved ? (
            <span />
          ) : (
            <h2 id="gangway-title" key={title} translate={named && 'no'}>
              {named ? title : t(title)}
            </h2>
          )}
          {!embedded ? (
            <button type="button" className="icon-button" onClick={tryClose} aria-label={t('Close')}>
              <Icon name="close" />
            </button>
          ) : (
            <span />
          )}
        </header>
        <AlertBar />
        {/* What scrolls when the view is taller than the window: the title bar and the alert stay above it. */}
        <div className="scroll">
          <div className="sizer" ref={sizer.outer}>
            <div ref={sizer.inner}>
              <Guard
                key={`${stack.length}:${entry.name}`}
                fallback={
                  <div className="center body">
                    <Spinner large />
                  </div>
                }
                failed={<Failed />}
                onError={(error) => modal.events.emit('error', { error: error instanceof Error ? error : new Error(String(error)) })}
              >
                <div className="body">
                  {entry.name !== 'Connect' && <ViewStyles />}
                  <ShownStackContext.Provider value={stack}>
                    <View />
                  </ShownStackContext.Provider>
                </div>
              </Guard>
            </div>
          </div>
        </div>
        <ToastView />
        {/* No Guard of its own: it only watches (hooks, no output), and its code is no chunk that can fail to load. */}
        {!warming && <ErrorWatch dialog={dialogRef} shake={shake} />}
      </div>
    </div>
  )
}
