// ProfileWallets: who is signed in (SPEC §5 display name) and every account the embedded wallet holds,
// one per namespace; the person moves to one, copies it, or signs out.
import { useState } from 'react'
import { describeError, truncateAddress } from 'gangway'
import { CopyButton, Styles, usePluginApi, useStore, useT } from 'gangway/react'
import { contextOf } from '../context'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

export default function ProfileWalletsView() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const user = useStore(controller.$user)
  const active = useStore(api.stores.$activeNamespace)
  const accounts = useStore(api.stores.$accounts)
  const networks = useStore(api.stores.$networks)
  const [busy, setBusy] = useState(false)
  const t = useT()
  const { chains } = contextOf(api)
  const rows = chains.map((ns) => ({ namespace: ns, address: accounts[ns]?.address ?? user?.addresses[ns], label: t(api.namespaces.get(ns)?.label ?? ns) }))
  const use = async (namespace: string) => {
    const network = networks.find((n) => n.chainNamespace === namespace)
    if (network) await api.switchNetwork(network).catch((e: unknown) => api.toast.show(describeError(e), 'error'))
  }
  const signOut = async () => {
    setBusy(true)
    try {
      await api.disconnect()
      api.close()
    } catch (e) {
      api.toast.show(describeError(e), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid="profile-wallets">
      <Styles rules={[embeddedStyles]} />
      <p className="title" style={{ textAlign: 'center' }} data-testid="profile-name">
        {controller.displayName() ?? t('Embedded wallet')}
      </p>
      <p className="muted small" style={{ textAlign: 'center' }}>
        {t("Your wallets, held for you by this site's secure wallet service.")}
      </p>
      {rows.map((row) =>
        row.address ? (
          <div className="wallet-row" key={row.namespace} data-testid={`profile-wallet-${row.namespace}`} data-address={row.address}>
            <div>
              <div className="small muted">
                {row.label} {row.namespace === active && <span className="tag">{t('Active')}</span>}
              </div>
              <div className="addr" title={row.address} translate="no">
                {truncateAddress(row.address)}
              </div>
            </div>
            <div style={{ display: 'flex', gap: 4 }}>
              <CopyButton value={row.address} label={/* t */ 'Copy address'} toast={/* t */ 'Address copied'} />
              {row.namespace !== active && (
                <button type="button" className="secondary" onClick={() => void use(row.namespace)}>
                  {t('Use')}
                </button>
              )}
            </div>
          </div>
        ) : null,
      )}
      <button type="button" className="secondary" style={{ width: '100%' }} onClick={signOut} disabled={busy} data-testid="profile-sign-out">
        {t('Sign out')}
      </button>
    </div>
  )
}
