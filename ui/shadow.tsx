// Render children into a shadow root, so host CSS cannot break Gangway and Gangway cannot
// break the host. The root gets the shared stylesheet and the modal's theme.
import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useGangway } from './context'
import { adoptStyles, applyTheme } from './theme'

// Layout effects never run on a server, and React 18 warns when one is rendered there: the server
// gets the plain effect (which it also skips) instead.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

function useTheme(host: HTMLElement | null): void {
  const modal = useGangway()
  const mode = useStore(modal.stores.$themeMode)
  const { locale, dir } = useStore(modal.stores.$language)
  useClientLayoutEffect(() => {
    if (!host) return
    applyTheme(host, mode, modal.options.themeVariables)
    // The language and writing direction of everything inside (right-to-left for Arabic).
    host.lang = locale
    host.dir = dir
  }, [host, mode, modal, locale, dir])
}

function attach(host: HTMLElement, styles: 'button' | 'modal'): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  adoptStyles(root, styles)
  return root
}

/** A shadow root inside the React tree, where the element is rendered (buttons, embedded modal). */
export function InlineShadow({ tag = 'span', children }: { tag?: 'span' | 'div'; children: ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null)
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useTheme(host)
  useClientLayoutEffect(() => {
    // A span holds a button (the buttons' small stylesheet); a div, the embedded modal (the whole one).
    if (host) setRoot(attach(host, tag === 'span' ? 'button' : 'modal'))
  }, [host, tag])
  const Tag = tag
  return <Tag ref={setHost} style={tag === 'span' ? { display: 'inline-block', verticalAlign: 'middle' } : { display: 'block' }}>{root && createPortal(children, root)}</Tag>
}

/**
 * A shadow root on an element appended to document.body (SPEC §2) while `attached`, removed on
 * unmount. Made before the first open (the warm-up), it waits detached until then.
 */
export function BodyShadow({ attached = true, children }: { attached?: boolean; children: ReactNode }) {
  const [host] = useState(() => document.createElement('gangway-modal'))
  const [root] = useState(() => attach(host, 'modal'))
  useTheme(host)
  useClientLayoutEffect(() => {
    if (attached) document.body.appendChild(host)
    else host.remove()
  }, [host, attached])
  useClientLayoutEffect(() => () => host.remove(), [host])
  return createPortal(children, root)
}
