// Connect: the ways in, in SPEC §2's method order (email, social, wallet; wallet first when
// injected wallets exist; or the host's `features.connectMethodsOrder`). The wallet section is the
// wallets found in this browser in SPEC §9's order, then All Wallets; e-mail and social sections
// come from feature plugins. The host's terms and privacy links show below, and with
// `features.legalCheckbox` every way in waits for the person to agree.
import { useStore } from '@nanostores/react'
import { lazy, memo, useEffect, useState, type HTMLAttributes } from 'react'
import { afterPaint } from '../../kernel/after-paint'
import { view } from '../../kernel/router'
import { connectMethodOrder } from '../../kernel/wallets'
import type { PluginApi, WalletEntry } from '../../kernel/plugin'
import { Failed, Guard } from '../components/guard'
import { Icon, type IconName } from '../components/icons'
import { Spinner } from '../components/spinner'
import { WalletList } from '../components/wallet-list'
import { ViewStyles } from '../styles/view-styles'
import { useGangway } from '../context'
import { useWarming } from '../modal/warm'
import { useFeatureEntries } from '../features'
import { usePreloadOnIntent, useViews } from './views-context'
import { useT } from '../i18n'

/** The host's terms and privacy (loaded only when it has any); the ways in wait here until the person agrees. */
const Legal = lazy(() => import('./connect-legal'))

/** Wallets serving the namespace the person is connecting: all, when nothing is connected yet. */
export function useConnectableWallets(): WalletEntry[] {
  const modal = useGangway()
  const wallets = useStore(modal.stores.$wallets)
  const namespace = useStore(modal.stores.$activeNamespace)
  const accounts = useStore(modal.stores.$accounts)
  const anyConnected = Object.values(accounts).some((a) => a?.status === 'connected')
  return anyConnected && namespace ? wallets.filter((w) => w.connectors.some((c) => c.chain === namespace)) : wallets
}

/** Go to the view that connects `wallet` (its connector's own, else the core ConnectingExternal). */
export function pickWallet(api: PluginApi, wallet: WalletEntry): void {
  const first = wallet.connectors[0]
  if (first) api.router.push(first.view ?? view('ConnectingExternal', { connectorId: first.id, namespace: first.chain }))
}

/** A row that leads somewhere: an icon, a label and a chevron. */
function NextRow({ icon, label, onClick, ...rest }: { icon: IconName; label: string; onClick(): void } & HTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="row" onClick={onClick} {...rest}>
      <span className="wallet-icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <span className="name">{useT()(label)}</span>
      <Icon name="chevron" />
    </button>
  )
}

/**
 * Wallets to pick, then All Wallets when the host offers it (`features.allWallets`); a wallet behind
 * All Wallets waits there while the row leads to it. Connect's wallet section, and Pay's.
 * `onAllWallets` runs before All Wallets shows.
 */
export function WalletChoice({ wallets, onPick, empty, onAllWallets }: { wallets: readonly WalletEntry[]; onPick(wallet: WalletEntry): void; empty: string; onAllWallets?(): void }) {
  const modal = useGangway()
  const allWallets = modal.options.features.allWallets
  const shown = wallets.filter((w) => !(allWallets && w.connectors[0]?.behindAllWallets))
  // All Wallets loads when the person heads for it (a pointer over it, focus on it; its plugin fetches
  // its first page then too), so the click usually draws it in its own frame; a visit that never
  // looks there neither downloads nor compiles it.
  const preloadAll = usePreloadOnIntent('AllWallets')
  return (
    <div className="ways">
      {shown.length > 0 ? <WalletList wallets={shown} onPick={onPick} /> : <p className="empty">{empty}</p>}
      {allWallets && (
        <NextRow
          icon="search"
          label={/* t */ 'All Wallets'}
          onClick={() => {
            onAllWallets?.()
            modal.router.push(view('AllWallets'))
          }}
          {...preloadAll}
        />
      )}
    </div>
  )
}

// Memoised: the wallets changing (the catalogue's arrive after the first open's frame) draws the
// wallet section again, not the plugins' sections beside it (issue 15: heap of the first open).
const FeatureSection = memo(function FeatureSection({ name }: { name: string }) {
  const modal = useGangway()
  const views = useViews()
  const warming = useWarming()
  // A section whose code is not in yet shows its spinner without suspending, and its code is asked
  // for after the open's first frame: suspending in the click's render costs that frame a React
  // unwind and a second render, and the chunk's request the click's task (issue 15).
  const [loaded, setLoaded] = useState(() => views.isReady(name))
  useEffect(() => {
    if (loaded || warming) return
    let live = true
    // preload settles either way; a section that failed to load shows its error once rendered.
    afterPaint(modal.context.env.window, () => void views.preload(name).then(() => live && setLoaded(true)))
    return () => {
      live = false
    }
  }, [loaded, warming, views, name, modal])
  // The warm-up loads nothing: a plugin's section arrives with the first open.
  if (warming) return null
  if (!loaded) return <Spinner />
  const Section = views.resolve(name)
  return (
    <Guard fallback={<Spinner />} failed={<Failed />}>
      <ViewStyles />
      <Section />
    </Guard>
  )
})

export function ConnectView() {
  const modal = useGangway()
  const { features, termsConditionsUrl, privacyPolicyUrl } = modal.options
  const wallets = useConnectableWallets()
  const sections = useFeatureEntries('connect')
  const [agreed, setAgreed] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const warming = useWarming()
  const t = useT()
  const hasLegal = Boolean(termsConditionsUrl || privacyPolicyUrl) && !warming
  const mustAgree = Boolean(features.legalCheckbox) && hasLegal
  const order = connectMethodOrder({ hasInjectedWallets: wallets.some((w) => w.installed), configured: features.connectMethodsOrder })
  // collapseWallets: with another way in shown, the wallets wait behind one button.
  const collapsed = Boolean(features.collapseWallets) && sections.length > 0 && !expanded
  const parts = order.flatMap((method) =>
    method === 'wallet'
      ? [
          <div key="wallet" data-method="wallet">
            {collapsed ? (
              <NextRow icon="wallet" label={/* t */ 'Continue with a wallet'} onClick={() => setExpanded(true)} />
            ) : (
              <WalletChoice wallets={wallets} onPick={(wallet) => pickWallet(modal, wallet)} empty={t('No wallet found in this browser.')} />
            )}
          </div>,
        ]
      : sections
          .filter((s) => s.slot === 'connect' && s.method === method)
          .map((s) => (
            <div key={s.view} data-method={method}>
              <FeatureSection name={s.view} />
            </div>
          )),
  )
  return (
    <div>
      {mustAgree && (
        <Guard>
          <Legal checkbox agreed={agreed} onAgree={setAgreed} />
        </Guard>
      )}
      {/* A disabled fieldset disables every control in it, the sections plugins bring included. */}
      <fieldset className="ways" disabled={mustAgree && !agreed} data-testid="connect-methods">
        {parts}
      </fieldset>
      {hasLegal && !mustAgree && (
        <Guard>
          <Legal />
        </Guard>
      )}
    </div>
  )
}
