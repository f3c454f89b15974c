// WalletConnections: the active namespace's connections (SPEC §4 connector status: connected,
// active, disconnected; SPEC §3's recent flag on the one used most recently before the present one);
// the person switches to one, reconnects an ended one (one kept from a page before, once its wallet
// is there again), forgets one, or adds another wallet through Connect.
import { useState, type ReactNode } from 'react'
import { describeError, truncateAddress, view, type Account, type Connector, type PluginApi, type WalletInfo } from 'gangway'
import { Icon, Styles, usePluginApi, useStore, useT, WalletIcon } from 'gangway/react'
import { connectionsOf, end, type KnownConnection, type KnownStatus } from './known'
import { connectionsStyles } from './styles'
import { switchConnection } from './switch'

/** `tag` goes under the name, beside the address (under it where the row is narrow): the row's end holds its buttons. */
function ConnectionRow({ info, address, status, tag, children }: { info?: WalletInfo; address?: string; status: KnownStatus; tag?: ReactNode; children: ReactNode }) {
  const name = info?.name ?? '?'
  return (
    <li className="row" data-testid="connection" data-status={status}>
      <WalletIcon name={name} icon={info?.icon} />
      <span className="name" translate="no">
        {name}
        <span className="connection-line">
          {address && (
            <span className="small muted connection-address" title={address}>
              {truncateAddress(address)}
            </span>
          )}
          {tag}
        </span>
      </span>
      {children}
    </li>
  )
}

/** The account a switch names: of the type the namespace requires (Bitcoin: payment), else the first. */
const addressFor = (api: PluginApi, known: KnownConnection): string | undefined => {
  const type = api.namespaces.get(known.namespace)?.switchAccountType
  return (known.accounts.find((a: Account) => !type || a.type === type) ?? known.accounts[0])?.address
}

function WalletConnectionsView() {
  const api = usePluginApi()
  const { $known, $switching } = connectionsOf(api)
  const namespace = useStore(api.stores.$activeNamespace)
  const account = useStore(api.stores.$account)
  // The namespace's own connection is not also a known one (storage shared with another tab may say so).
  const known = useStore($known).filter((k) => k.namespace === namespace && k.connectorId !== account.connectorId)
  // A connection kept from a page before has a connector once its wallet has announced itself.
  const connectors = useStore(api.stores.$connectors)
  const connectorOf = (k: KnownConnection): Connector | undefined => k.connector ?? connectors.find((c) => c.id === k.connectorId && c.chain === k.namespace)
  const switching = useStore($switching)
  const [error, setError] = useState<string>()
  const t = useT()

  const switchTo = async (k: KnownConnection, connector: Connector) => {
    setError(undefined)
    // An ended connection comes back through its connector's own view (its QR code, its e-mail…).
    if (k.status === 'disconnected') return api.router.push(connector.view ?? view('ConnectingExternal', { connectorId: k.connectorId, namespace: k.namespace }))
    try {
      await switchConnection(api, { connectorId: k.connectorId, namespace: k.namespace, address: addressFor(api, k) })
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
        {known.map((k, i) => {
          const connector = connectorOf(k)
          return (
            <ConnectionRow key={k.connectorId} info={{ ...k.walletInfo, icon: k.walletInfo.icon ?? connector?.icon }} address={addressFor(api, k)} status={k.status} tag={i === 0 && <span className="tag">{t('Recent')}</span>}>
              {connector && (
                <button type="button" className="secondary" disabled={switching} onClick={() => void switchTo(k, connector)}>
                  {k.status === 'active' ? t('Switch') : t('Reconnect')}
                </button>
              )}
              <button type="button" className="icon-button" disabled={switching} onClick={() => remove(k)} aria-label={k.status === 'active' ? t('Disconnect {name}', { name: k.walletInfo.name }) : t('Remove {name}', { name: k.walletInfo.name })}>
                <Icon name="disconnect" size={16} />
              </button>
            </ConnectionRow>
          )
        })}
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
