// Account: who is connected, with what balance, on which network; the features' actions (Send,
// Receive …), the tabs (Tokens, NFTs, Activity), copy and disconnect.
import { useEffect, useState } from 'react'
import { formatBalance, truncateAddress } from '../../kernel/format'
import { view, type ViewEntry } from '../../kernel/router'
import { Avatar } from '../components/avatar'
import { CopyButton } from '../components/copy-button'
import { Icon } from '../components/icons'
import { NetworkIcon } from '../components/network-icon'
import { useGangway } from '../context'
import { useFeatureEntries } from '../features'
import { useAccount, useNetwork } from '../hooks'
import { accountStyles } from '../styles/account'
import { listStyles } from '../styles/lists'
import { Styles } from '../styles/styles'
import { AccountTabs } from './account-tabs'
import { useViews } from './views-context'
import { formatDecimal } from '../format'
import { useT } from '../i18n'

/** SPEC §9 wallet feature order for Account's actions; other features follow in install order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send']

export default function AccountView() {
  const modal = useGangway()
  const account = useAccount()
  const { network, isUnsupported } = useNetwork()
  const [busy, setBusy] = useState(false)
  const actions = useFeatureEntries('account', WALLET_FEATURE_ORDER)
  const profileLinks = useFeatureEntries('account-profile')
  const views = useViews()
  const t = useT()
  const intent = (name: string) => ({ onPointerEnter: () => views.preload(name), onFocus: () => views.preload(name) })
  useEffect(() => {
    void modal.refreshBalance()
    // The name the services know for this address, when it has one (SPEC §3 profileName).
    if (modal.options.services.api) void modal.services().then((s) => s.loadProfile())
  }, [modal, account.address, network?.caipNetworkId])

  if (!account.address) return <p className="empty">{t('No account connected.')}</p>
  const explorer = network?.blockExplorers?.default.url
  const open = (name: string) => modal.router.push({ name, params: undefined } as ViewEntry)
  const disconnect = async () => {
    setBusy(true)
    try {
      await modal.disconnect({ namespace: account.namespace })
    } catch (error) {
      modal.toast.show(error instanceof Error ? error.message : /* t */ 'Failed to disconnect', 'error')
    } finally {
      setBusy(false)
      if (!modal.stores.$account.get().address) modal.close()
    }
  }
  return (
    <div>
      <Styles rules={[accountStyles, listStyles]} />
      {isUnsupported && (
        <p className="warning" role="alert">
          {t('Your wallet is on a network this app does not support.')}
        </p>
      )}
      <div className="center">
        <Avatar address={account.address} />
        <div className="account-address">
          <span data-testid="account-address" title={account.address} translate="no">
            {account.profileName ?? truncateAddress(account.address)}
          </span>
          <CopyButton value={account.address} label={/* t */ 'Copy address'} toast={/* t */ 'Address copied'} />
        </div>
        <p className="balance" data-testid="account-balance" translate="no">
          {formatDecimal(formatBalance(account.balance), t.locale)} {account.balanceSymbol ?? network?.nativeCurrency.symbol}
        </p>
        {account.walletInfo && (
          <p className="muted small" data-testid="account-wallet">
            {t('Connected with {name}', { name: account.walletInfo.name })}
          </p>
        )}
        {account.accounts.find((a) => a.address === account.address)?.type === 'smartAccount' && (
          <p className="muted small" data-testid="account-type">
            {t('Smart account')}
          </p>
        )}
        {profileLinks.map((entry) => (
          <button key={entry.view} type="button" className="link" onClick={() => open(entry.view)} {...intent(entry.view)}>
            {t(entry.label)}
          </button>
        ))}
      </div>
      {actions.length > 0 && (
        <div className="feature-actions">
          {actions.map((entry) => (
            <button key={entry.view} type="button" className="secondary" onClick={() => open(entry.view)} {...intent(entry.view)}>
              {t(entry.label)}
            </button>
          ))}
        </div>
      )}
      <AccountTabs />
      <div className="account-footer">
        <button
          type="button"
          className="chip"
          onClick={() => modal.router.push(view(isUnsupported ? 'UnsupportedChain' : 'Networks'))}
          {...intent(isUnsupported ? 'UnsupportedChain' : 'Networks')}
        >
          <NetworkIcon network={isUnsupported ? undefined : network} />
          <span data-testid="account-network" translate={isUnsupported ? undefined : 'no'}>{isUnsupported ? t('Unsupported network') : network?.name}</span>
        </button>
        {explorer && !isUnsupported && (
          <a className="chip" href={`${explorer.replace(/\/$/, '')}/address/${account.address}`} target="_blank" rel="noreferrer" title={t('Block explorer')}>
            <Icon name="external" size={16} />
            <span className="sr-only">{t('Block explorer')}</span>
          </a>
        )}
        <button type="button" className="chip" onClick={disconnect} disabled={busy}>
          <Icon name="disconnect" size={16} />
          {t('Disconnect')}
        </button>
      </div>
    </div>
  )
}
