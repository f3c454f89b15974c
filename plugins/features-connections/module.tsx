// WalletConnections: the active namespace's connections (SPEC §4 connector status: connected,
// active, disconnected); the person switches to one, reconnects an ended one, forgets one, or adds
// another wallet through Connect.
import { useState, type ReactNode } from 'react'
import { describeError, truncateAddress, view, type Account, type PluginApi, type WalletInfo } from 'gangway'
import { Icon, Styles, usePluginApi, useStore, useT, WalletIcon } from 'gangway/react'
import { connectionsOf, end, type KnownConnection, type KnownStatus } from './known'
import { connectionsStyles } from './styles'
import { switchConnection } from './switch'

function ConnectionRow({ info, address, status, children }: { info?: WalletInfo; address?: string; status: KnownStatus; children: ReactNode }) {
  const name = info?.name ?? '?'
  return (
    <li className="row" data-testid="connection" data-status={status}>
      <WalletIcon name={name} icon={info?.icon} />
      <span className="name" translate="no">
        {name}
        {address && (
          <span className="small muted connection-address" title={address}>
            {truncateAddress(address)}
          </span>
        )}
      </span>
      {children}
    </li>
  )
}

/** The account a switch names: of the type the namespace requires (Bitcoin: payment), else the first. */
const addressFor = (api: PluginApi, known: KnownConnection): string | undefined => {
  const type = api.namespaces.get(known.connector.chain)?.switchAccountType
  return (known.accounts.find((a: Account) => !type || a.type === type) ?? known.accounts[0])?.address
}

function WalletConnectionsView() {
  const api = usePluginApi()
  const { $known, $switching } = connectionsOf(api)
  const namespace = useStore(api.stores.$activeNamespace)
  const account = useStore(api.stores.$account)
  const known = useStore($known).filter((k) => k.connector.chain === namespace)
  const switching = useStore($switching)
  const [error, setError] = useState<string>()
  const t = useT()

  const switchTo = async (k: KnownConnection) => {
    setError(undefined)
    // An ended connection comes back through its connector's own view (its QR code, its e-mail…).
    if (k.status === 'disconnected') return api.router.push(k.connector.view ?? view('ConnectingExternal', { connectorId: k.connector.id, namespace: k.connector.chain }))
    try {
      await switchConnection(api, { connectorId: k.connector.id, namespace: k.connector.chain, address: addressFor(api, k) })
      api.router.goBackTo('Account')
    } catch (e) {
      setError(describeError(e))
    }
  }
  const remove = (k: KnownConnection) => end(api, k).catch((e: unknown) => api.toast.show(describeError(e), 'error'))

  return (
    <div data-testid="wallet-connections">
      <Styles rules={[connectionsStyles]} />
      <ul className="list" aria-label={t('Wallets')} aria-busy={switching}>
        {account.status === 'connected' && (
          <ConnectionRow info={account.walletInfo} address={account.address} status="connected">
            <span className="tag accent">{t('Connected')}</span>
          </ConnectionRow>
        )}
        {known.map((k) => (
          <ConnectionRow key={k.connector.id} info={k.walletInfo} address={addressFor(api, k)} status={k.status}>
            <button type="button" className="secondary" disabled={switching} onClick={() => void switchTo(k)}>
              {k.status === 'active' ? t('Switch') : t('Reconnect')}
            </button>
            <button type="button" className="icon-button" disabled={switching} onClick={() => remove(k)} aria-label={k.status === 'active' ? t('Disconnect {name}', { name: k.walletInfo.name }) : t('Remove {name}', { name: k.walletInfo.name })}>
              <Icon name="disconnect" size={16} />
            </button>
          </ConnectionRow>
        ))}
      </ul>
      {known.length === 0 && <p className="muted small connections-hint">{t('Connect another wallet to switch between them here.')}</p>}
      {error && (
        <p className="error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="button" className="secondary block" onClick={() => api.router.push(view('Connect'))} data-testid="add-wallet">
        {t('Add wallet')}
      </button>
    </div>
  )
}

export const views = { WalletConnections: WalletConnectionsView }
