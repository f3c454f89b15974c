// Account tabs (SPEC §2): Tokens when the account's tokens can be read (the services, or a wallet
// that reports its own assets), then the tabs feature plugins add (NFTs, Activity …). Arrow keys
// move between tabs, as in any tablist; a feature's tab loads its view on first show.
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useRef, type KeyboardEvent } from 'react'
import { perModal } from '../../kernel/per-modal'
import { Failed, Guard } from '../components/guard'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { useFeatureEntries } from '../features'
import { AccountTokens } from './account-tokens'
import { useViews } from './views-context'
import { useT } from '../i18n'

const TOKENS = 'Tokens'
/** SPEC §2 order of the feature tabs, after Tokens; other features' tabs follow in install order. */
export const ACCOUNT_TAB_ORDER = ['nfts', 'activity']

/**
 * The tab chosen (SPEC §3 currentTab), kept per modal: the frame draws only the top view, so Back
 * from Send or Networks remounts Account. Closing resets it to Tokens, as it resets the stack.
 */
const currentTabOf = perModal((api) => {
  const tab = atom(TOKENS)
  api.stores.$open.listen((open) => open || tab.set(TOKENS))
  return tab
})

export function AccountTabs() {
  const modal = useGangway()
  const t = useT()
  const namespace = useStore(modal.stores.$activeNamespace)
  const capabilities = namespace ? modal.namespaces.get(namespace)?.capabilities : undefined
  const live = modal.session(namespace)
  const connectorType = useStore(modal.stores.$connectors).find((c) => c.id === modal.stores.$account.get().connectorId)?.type
  // SPEC §4: token balances come from the services, or from the auth connector's own asset discovery.
  const hasTokens = (Boolean(modal.options.services.api) && Boolean(capabilities?.tokenBalances)) || (live !== undefined && connectorType === 'AUTH' && Boolean(capabilities?.walletAssets))
  const tabs = [...(hasTokens ? [{ id: TOKENS, label: /* t */ 'Tokens' }] : []), ...useFeatureEntries('account-tab', ACCOUNT_TAB_ORDER).map((entry) => ({ id: entry.view, label: entry.label }))]
  const $tab = currentTabOf(modal)
  const current = useStore($tab)
  const setCurrent = (id: string) => $tab.set(id)
  const selected = tabs.find((t) => t.id === current) ?? tabs[0]
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const views = useViews()
  if (!selected) return null
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (tabs.indexOf(selected) + step + tabs.length) % tabs.length
    setCurrent(tabs[next]!.id)
    buttons.current[next]?.focus()
  }
  const FeatureView = selected.id === TOKENS ? undefined : views.resolve(selected.id)
  return (
    <div className="tabs-block">
      <div className="tabs" role="tablist" aria-label={t('Account')} onKeyDown={onKeyDown}>
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
            onPointerEnter={() => views.preload(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {/* Focusable, so the keyboard can scroll a panel whose rows hold no control (Activity). */}
      <div className="tab-panel" role="tabpanel" tabIndex={0} id="account-tab-panel" aria-labelledby={`tab-${selected.id}`} data-tab={selected.id}>
        {selected.id === TOKENS && <AccountTokens />}
        {FeatureView && (
          <Guard
            fallback={
              <div className="center panel-state">
                <Spinner />
              </div>
            }
            failed={<Failed />}
          >
            <FeatureView />
          </Guard>
        )}
      </div>
    </div>
  )
}
