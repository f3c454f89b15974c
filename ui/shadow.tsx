// Render children into a shadow root, so host CSS cannot break Gangway and Gangway cannot
// break the host. The root gets the shared stylesheet and the modal's theme.
import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useGangway } from './context'
import { adoptStyles, applyTheme } from './theme'

// Layout effects never run on a server, and React 18 warns when one is rendered there: the server
// gets the plain effect (which it also skips) instead.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const noSubscription = () => () => {}
/** False on a server and while hydrating its markup (which has no portal), true in any other client render. */
function useClientRender(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/** The modal's theme and language on a shadow host (given as a ref, read once it is committed). */
function useTheme(host: RefObject<HTMLElement | null>): void {
  const modal = useGangway()
  const mode = useStore(modal.stores.$themeMode)
  const { locale, dir } = useStore(modal.stores.$language)
  useClientLayoutEffect(() => {
    const element = host.current
    if (!element) return
    applyTheme(element, mode, modal.options.themeVariables)
    // The language and writing direction of everything inside (right-to-left for Arabic).
    element.lang = locale
    element.dir = dir
  }, [host, mode, modal, locale, dir])
}

function attach(host: HTMLElement, styles: 'button' | 'modal'): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptStyles(root, styles)
  return root
}

/**
 * A shadow root inside the React tree, where the element is rendered (buttons, embedded modal). The
 * children render in the same pass as the element, into a container made with it, which moves into
 * the shadow root once the element is committed: a root kept in state took a second, synchronous
 * render before the host's first paint (issue 15: 18 of the minimal host's 88 ms of script there).
 */
export function InlineShadow({ tag = 'span', children }: { tag?: 'span' | 'div'; children: ReactNode }) {
  const host = useRef<HTMLDivElement & HTMLSpanElement>(null)
  // None on a server (a portal cannot render there): the element renders empty there and while hydrating.
  // `display: contents`: the container adds no box, so the styles see the children as the root's own.
  const [container] = useState(() => {
    if (typeof document === 'undefined') return null
    const element = document.createElement(tag)
    element.style.display = 'contents'
    return element
  })
  const client = useClientRender()
  useTheme(host)
  useClientLayoutEffect(() => {
    // A span holds a button (the buttons' small stylesheet); a div, the embedded modal (the whole one).
    // The children's own layout effects ran before this one, in the still detached container: what
    // they read of layout is not there yet (auto-height only starts a ResizeObserver; focus waits for
    // a passive effect).
    if (!host.current || !container) return
    attach(host.current, tag === 'span' ? 'button' : 'modal').appendChild(container)
  }, [container, tag])
  const Tag = tag
  return <Tag ref={host} style={tag === 'span' ? { display: 'inline-block', verticalAlign: 'middle' } : { display: 'block' }}>{client && container && createPortal(children, container)}</Tag>
}

/**
 * A shadow root on an element appended to document.body (SPEC §2) while `attached`, removed on
 * unmount. Made before the first open (the warm-up), it waits detached until then.
 */
export function BodyShadow({ attached = true, children }: { attached?: boolean; children: ReactNode }) {
  const [host] = useState(() => document.createElement('gangway-modal'))
  const [root] = useState(() => attach(host, 'modal'))
  useTheme(useRef(host))
  useClientLayoutEffect(() => {
    if (attached) document.body.appendChild(host)
    else host.remove()
  }, [host, attached])
  useClientLayoutEffect(() => () => host.remove(), [host])
  return createPortal(children, root)
}
