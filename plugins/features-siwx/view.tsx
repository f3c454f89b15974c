// SIWXSignMessage: who asks, what signing does, and Sign / Cancel. While sign-in is required the
// modal cannot be closed from here (SPEC §2); Cancel then disconnects (SPEC §4), and says so: with a
// connection that serves several namespaces at once (the embedded wallet's one sign-in, a WalletConnect
// session) it names the others, which the disconnect ends too (WalletSession.sharedWith).
import { useStore } from '@nanostores/react'
import { Avatar, formStyles, Spinner, Styles, ViewMessage, WalletIcon, useAccount, usePluginApi, useT } from 'gangway/react'
import { truncateAddress } from 'gangway'
import { controllerOf } from './controller'
import { settingsOf } from './settings'

export default function SiwxSignMessageView() {
  const api = usePluginApi()
  const siwx = controllerOf(api)
  const state = useStore(siwx.$siwx)
  const account = useAccount()
  const accounts = useStore(api.stores.$accounts)
  const required = settingsOf.get(api)?.required ?? true
  const t = useT()
  const shared = account.namespace ? (api.session(account.namespace)?.sharedWith ?? []).filter((ns) => accounts[ns]?.status === 'connected') : []
  const networks = new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(shared.map((ns) => t(api.namespaces.get(ns)?.label ?? ns)))
  const app = api.options.metadata?.name ?? api.context.env.window?.location.host
  const visual = (
    <span className="center" style={{ flexDirection: 'row', gap: 8 }}>
      {account.address && <Avatar address={account.address} />}
      {account.walletInfo && <WalletIcon name={account.walletInfo.name} icon={account.walletInfo.icon} large />}
    </span>
  )
  return (
    <div data-testid="siwx-view">
      <Styles rules={[formStyles]} />
      <ViewMessage visual={visual} title={app ? t('{app} needs to connect to your wallet', { app }) : t('This app needs to connect to your wallet')}>
        {account.address ? t('Sign this message to prove you own {address}.', { address: truncateAddress(account.address) }) : t('Sign this message to prove you own this wallet.')}{' '}
        {!required
          ? t('You can also continue without signing in.')
          : shared.length
            ? t('Cancelling will disconnect this wallet here and on {networks}, ending any sign-in there too.', { networks })
            : t('Cancelling will disconnect you.')}
      </ViewMessage>
      {state.error && (
        <p className="form-error" role="alert" data-testid="siwx-error">
          {t(state.error)}
        </p>
      )}
      <div className="button-row" style={{ marginTop: 16 }}>
        <button type="button" className="secondary" onClick={() => void siwx.cancel()} disabled={state.signing} data-testid="siwx-cancel">
          {t('Cancel')}
        </button>
        <button type="button" className="primary" onClick={state.signing ? undefined : () => void siwx.sign()} aria-disabled={state.signing} aria-busy={state.signing} data-testid="siwx-sign">
          {state.signing ? (
            <>
              <Spinner label={/* t */ 'Waiting for the wallet'} /> {t('Signing…')}
            </>
          ) : (
            t('Sign')
          )}
        </button>
      </div>
    </div>
  )
}
