// The demo host page: a toolbar with the Gangway buttons and panels showing what a host can do.
import { useState, useSyncExternalStore } from 'react'
import type { Modal } from 'gangway'
import { ConnectButton, GangwayProvider, NetworkButton } from 'gangway/react'
import type { DemoEmbeddedConfig } from './config'
import { AccountPanel } from './panels/account'
import { BatchPanel } from './panels/batch'
import { EmbeddedPanel } from './panels/embedded'
import { ConnectionsPanel } from './panels/connections'
import { HostOptionsPanel } from './panels/host-options'
import { LanguagePicker } from './language-picker'
import { PayPanel } from './panels/pay'
import { SignInPanel } from './panels/sign-in'
import { SignPanel } from './panels/sign'
import type { SignInMode } from './sign-in-mode'

function ThemeToggle({ modal }: { modal: Modal }) {
  const [mode, setMode] = useState(modal.stores.$themeMode.get())
  const toggle = () => {
    const next = mode === 'light' ? 'dark' : 'light'
    modal.setThemeMode(next)
    localStorage.setItem('demo-theme', next)
    document.documentElement.dataset.theme = next
    setMode(next)
  }
  return (
    <button type="button" onClick={toggle} data-testid="theme-toggle">
      {mode === 'light' ? 'Dark theme' : 'Light theme'}
    </button>
  )
}

// The account button with its balance is about 300 px wide: on a page narrower than 375 px it ran past
// the toolbar (272 px at 320), so there it leaves the balance out ('What the page sees' still shows it).
const NARROW = '(max-width: 374px)'
function useNarrowPage(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = matchMedia(NARROW)
      query.addEventListener('change', changed)
      return () => query.removeEventListener('change', changed)
    },
    () => matchMedia(NARROW).matches,
  )
}

export function DemoApp({ modal, apiUrl, signIn, embedded }: { modal: Modal; apiUrl?: string; signIn: SignInMode; embedded?: DemoEmbeddedConfig }) {
  const narrow = useNarrowPage()
  return (
    <GangwayProvider modal={modal}>
      <div className="toolbar">
        <ConnectButton balance={!narrow} />
        <NetworkButton />
        <ThemeToggle modal={modal} />
        <LanguagePicker modal={modal} />
      </div>
      <AccountPanel />
      {embedded && <EmbeddedPanel config={embedded} />}
      <SignInPanel mode={signIn} />
      <ConnectionsPanel />
      <SignPanel />
      <PayPanel apiUrl={apiUrl} />
      <BatchPanel apiUrl={apiUrl} />
      <HostOptionsPanel />
    </GangwayProvider>
  )
}
