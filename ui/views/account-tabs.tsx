// Account tabs (SPEC §2): Tokens, NFTs, then the tabs feature plugins add (Activity). Arrow keys
// move between tabs, as in any tablist; a feature's tab loads its view on first show.
import { Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { featureEntries } from '../features'
import { useAccount } from '../hooks'
import { AccountTokens } from './account-tokens'
import { resolveView } from './registry'

export function AccountTabs() {
  const modal = useGangway()
  const { namespace } = useAccount()
  const tabs = [
    { id: 'Tokens', label: 'Tokens' },
    { id: 'NFTs', label: 'NFTs' },
    ...featureEntries(modal, 'account-tab', namespace).map((entry) => ({ id: entry.view, label: entry.label })),
  ]
  const [current, setCurrent] = useState('Tokens')
  const selected = tabs.find((t) => t.id === current) ?? tabs[0]!
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (tabs.indexOf(selected) + step + tabs.length) % tabs.length
    setCurrent(tabs[next]!.id)
    buttons.current[next]?.focus()
  }
  const FeatureView = selected.id === 'Tokens' || selected.id === 'NFTs' ? undefined : resolveView(modal, selected.id)
  // Balances and history come from the services: without a services URL there is nothing to show.
  if (!modal.options.services.api) return null
  return (
    <div className="tabs-block">
      <div className="tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab === selected}
            aria-controls="account-tab-panel"
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setCurrent(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id="account-tab-panel" aria-labelledby={`tab-${selected.id}`} data-tab={selected.id}>
        {selected.id === 'Tokens' && <AccountTokens />}
        {selected.id === 'NFTs' && <p className="empty panel-state">No NFTs yet.</p>}
        {FeatureView && (
          <Suspense
            fallback={
              <div className="center panel-state">
                <Spinner />
              </div>
            }
          >
            <FeatureView />
          </Suspense>
        )}
      </div>
    </div>
  )
}
