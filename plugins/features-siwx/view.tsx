// SIWXSignMessage: who asks, what signing does, and Sign / Cancel. While sign-in is required the
// modal cannot be closed from here (SPEC §2); Cancel then disconnects (SPEC §4).
import { useStore } from '@nanostores/react'
import { Avatar, formStyles, Spinner, Styles, ViewMessage, WalletIcon, useAccount, usePluginApi } from 'gangway/react'
import { truncateAddress } from 'gangway'
import { controllerOf } from './controller'
import { settingsOf } from './settings'

export default function SiwxSignMessageView() {
  const api = usePluginApi()
  const siwx = controllerOf(api)
  const state = useStore(siwx.$siwx)
  const account = useAccount()
  const required = settingsOf.get(api)?.required ?? true
  const app = api.options.metadata?.name ?? api.context.env.window?.location.host ?? 'This app'
  const visual = (
    <span className="center" style={{ flexDirection: 'row', gap: 8 }}>
      {account.address && <Avatar address={account.address} />}
      {account.walletInfo && <WalletIcon name={account.walletInfo.name} icon={account.walletInfo.icon} large />}
    </span>
  )
  return (
    <div data-testid="siwx-view">
      <Styles rules={[formStyles]} />
      <ViewMessage visual={visual} title={`${app} needs to connect to your wallet`}>
        Sign this message to prove you own {account.address ? truncateAddress(account.address) : 'this wallet'}.{' '}
        {required ? 'Cancelling will disconnect you.' : 'You can also continue without signing in.'}
      </ViewMessage>
      {state.error && (
        <p className="form-error" role="alert" data-testid="siwx-error">
          {state.error}
        </p>
      )}
      <div className="button-row" style={{ marginTop: 16 }}>
        <button type="button" className="secondary" onClick={() => void siwx.cancel()} disabled={state.signing} data-testid="siwx-cancel">
          Cancel
        </button>
        <button type="button" className="primary" onClick={state.signing ? undefined : () => void siwx.sign()} aria-disabled={state.signing} aria-busy={state.signing} data-testid="siwx-sign">
          {state.signing ? (
            <>
              <Spinner label="Waiting for the wallet" /> Signing…
            </>
          ) : (
            'Sign'
          )}
        </button>
      </div>
    </div>
  )
}
