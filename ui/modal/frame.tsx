// The dialog: overlay, header with Back and Close, the current view, and the toast; beside it the
// live region that announces connecting and connected (it stays when the dialog closes).
// Escape and the overlay close it where closing is allowed; otherwise it shakes (SPEC §9: 500 ms), as
// it does when an error shows (./live.tsx).
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { afterPaint } from '../../kernel/after-paint'
import { Icon } from '../components/icons'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { ViewStyles } from '../styles/view-styles'
import { viewTitle } from '../views/registry'
import { useViews } from '../views/views-context'
import { AlertBar } from './alert-bar'
import { useAutoHeight } from './auto-height'
import { useFocusTrap } from './focus'
import { useShake } from './shake'
import { WarmContext, warmStateOf } from './warm'
import { ToastView } from './toast'
import { useT } from '../i18n'

// One chunk, loaded with the dialog's first open, not before the first render: nothing to do until then.
const Announcer = lazy(() => import('./live').then((m) => ({ default: m.Announcer })))
const ErrorWatch = lazy(() => import('./live').then((m) => ({ default: m.ErrorWatch })))

export function ModalFrame({ embedded = false, warming = false }: { embedded?: boolean; warming?: boolean }) {
  const isOpen = useStore(useGangway().stores.$open)
  // The live region starts with the first real open (the warm-up's hidden render says nothing).
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return (
    <>
      {embedded || isOpen ? <Dialog embedded={embedded} /> : warming ? <WarmDialog /> : null}
      {(embedded || opened) && (
        <Suspense fallback={null}>
          <Announcer />
        </Suspense>
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

/** The dialog while it is shown: its hooks (focus, height) start and stop with it. */
function Dialog({ embedded, warming = false }: { embedded: boolean; warming?: boolean }) {
  const modal = useGangway()
  const stack = useStore(modal.stores.$stack)
  const entry = stack[stack.length - 1]!
  const dialogRef = useRef<HTMLDivElement>(null)
  const { shaking, shake } = useShake()
  const sizer = useAutoHeight<HTMLDivElement, HTMLDivElement>()
  useFocusTrap(dialogRef, !embedded && !warming, `${stack.length}:${entry.name}`)

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
  const View = useViews().resolve(entry.name)
  const [title, named] = viewTitle(modal, entry)
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
      >
        <div className="frame">
          {/* Not the page's banner landmark: the dialog's own title bar. */}
          <header className="header" role="none">
            {stack.length > 1 ? (
              <button type="button" className="icon-button" onClick={() => modal.router.goBack()} aria-label={t('Back')}>
                <Icon name="back" />
              </button>
            ) : (
              <span />
            )}
            <h2 id="gangway-title" key={title} translate={named && 'no'}>
              {named ? title : t(title)}
            </h2>
            {!embedded ? (
              <button type="button" className="icon-button" onClick={tryClose} aria-label={t('Close')}>
                <Icon name="close" />
              </button>
            ) : (
              <span />
            )}
          </header>
          <AlertBar />
          <div className="sizer" ref={sizer.outer}>
            <div ref={sizer.inner}>
              <Suspense
                fallback={
                  <div className="center body">
                    <Spinner large />
                  </div>
                }
              >
                <div className="body" key={`${stack.length}:${entry.name}`}>
                  {entry.name !== 'Connect' && <ViewStyles />}
                  <View />
                </div>
              </Suspense>
            </div>
          </div>
          <ToastView />
          {!warming && (
            <Suspense fallback={null}>
              <ErrorWatch dialog={dialogRef} shake={shake} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  )
}
