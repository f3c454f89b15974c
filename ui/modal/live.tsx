// What the dialog says and does beyond what it draws, rendered from its first open on (nothing to do before):
// the live region that announces connecting and connected (it outlives the dialog, which connecting
// closes), and the watch that shakes the dialog when an error shows (SPEC §9: 500 ms).
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { truncateAddress } from '../../kernel/format'
import { useGangway } from '../context'
import { useAccount, useNetwork } from '../hooks'
import { useT } from '../i18n'
import type { MessageParams } from '../../kernel/i18n'

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const

/**
 * What a sighted person sees change outside the dialog, said to a screen reader: connecting,
 * connected (as whom), the network, disconnected. Empty until the first change, so a page that
 * loads connected says nothing.
 */
export function Announcer() {
  const t = useT()
  const account = useAccount()
  const { network } = useNetwork()
  const state = { status: account.status, address: account.address, network: network?.caipNetworkId }
  const last = useRef(state)
  // The message's key and params, said through t() as drawn: a language change says it again in the new
  // language. Each message tells the state as it is now (connected as whom, the network …), so hearing it
  // again in the language just chosen is true, and a polite region does not interrupt.
  const [message, setMessage] = useState<[string, MessageParams?] | undefined>()
  useEffect(() => {
    const before = last.current
    last.current = state
    const who = account.profileName ?? (account.address ? truncateAddress(account.address) : '')
    if (account.isConnected && (before.status !== 'connected' || before.address !== account.address)) setMessage([/* t */ 'Connected: {name}', { name: who }])
    else if (account.isConnected && network && before.network !== network.caipNetworkId) setMessage([/* t */ 'Network: {name}', { name: network.name }])
    else if (account.isConnecting && before.status !== 'connecting') setMessage([/* t */ 'Connecting…'])
    else if (account.status === 'disconnected' && before.status === 'connected') setMessage([/* t */ 'Disconnected'])
    // A failed attempt says why in the dialog (an alert); cleared here, the next attempt is news again.
    else if (account.status === 'disconnected' && before.status === 'connecting') setMessage(undefined)
    // Only these three are a change worth saying; the rest is read as it is then.
  }, [state.status, state.address, state.network])
  return (
    <div aria-live="polite" aria-atomic="true" style={hidden} data-testid="announcer">
      {message && t(...message)}
    </div>
  )
}

const isAlert = (node: Node) => node instanceof Element && (node.matches('[role="alert"]') || node.querySelector('[role="alert"]') !== null)

/** Shakes the dialog when an error shows: an error toast, or an element with role="alert" appearing (a view's error, a form's, an alert). */
export function ErrorWatch({ dialog, shake }: { dialog: RefObject<HTMLElement | null>; shake(): void }) {
  const toast = useStore(useGangway().stores.$toast)
  useEffect(() => {
    if (toast.open && toast.variant === 'error') shake()
  }, [toast, shake])
  useEffect(() => {
    const element = dialog.current
    if (!element || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some(isAlert))) shake()
    })
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [dialog, shake])
  return null
}
