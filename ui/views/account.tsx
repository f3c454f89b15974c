// Account: who is connected, with what balance, on which network; copy and disconnect.
import { useEffect, useState } from 'react'
import { formatBalance, truncateAddress } from '../../kernel/format'
import { view, type ViewEntry } from '../../kernel/router'
import { Avatar } from '../components/avatar'
import { CopyButton } from '../components/copy-button'
import { Icon } from '../components/icons'
import { useGangway } from '../context'
import { useAccount, useNetwork } from '../hooks'
import { preloadOnIntent } from './preload'

export default function AccountView() {
  const modal = useGangway()
  const account = useAccount()
  const { network, isUnsupported } = useNetwork()
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    void modal.refreshBalance()
  }, [modal, account.address, network?.caipNetworkId])

  if (!account.address) return <p className="empty">No account connected.</p>
  const explorer = network?.blockExplorers?.default.url
  const disconnect = async () => {
    setBusy(true)
    try {
      await modal.disconnect({ namespace: account.namespace })
    } catch (error) {
      modal.toast.show(error instanceof Error ? error.message : 'Failed to disconnect', 'error')
    } finally {
      setBusy(false)
      if (!modal.stores.$account.get().address) modal.close()
    }
  }
  return (
    <div>
      {isUnsupported && (
        <p className="warning" role="alert">
          Your wallet is on a network this app does not support.
        </p>
      )}
      <div className="center">
        <Avatar address={account.address} />
        <div className="account-address">
          <span data-testid="account-address" title={account.address}>
            {account.profileName ?? truncateAddress(account.address)}
          </span>
          <CopyButton value={account.address} label="Copy address" toast="Address copied" />
        </div>
        <p className="balance" data-testid="account-balance">
          {formatBalance(account.balance)} {account.balanceSymbol ?? network?.nativeCurrency.symbol}
        </p>
        {account.walletInfo && (
          <p className="muted small" data-testid="account-wallet">
            Connected with {account.walletInfo.name}
          </p>
        )}
      </div>
      <div className="actions">
        {modal.features
          .flatMap((feature) => feature.entries ?? [])
          .filter((entry) => entry.slot === 'account')
          .map((entry) => (
            <button key={entry.view} type="button" className="row" onClick={() => modal.router.push({ name: entry.view, params: undefined } as ViewEntry)}>
              <span className="wallet-icon" aria-hidden="true">
                <Icon name="chevron" />
              </span>
              <span className="name">{entry.label}</span>
            </button>
          ))}
        <button
          type="button"
          className="row"
          onClick={() => modal.router.push(view(isUnsupported ? 'UnsupportedChain' : 'Networks'))}
          {...preloadOnIntent(isUnsupported ? 'UnsupportedChain' : 'Networks')}
        >
          <span className="wallet-icon" aria-hidden="true">
            <Icon name="network" />
          </span>
          <span className="name" data-testid="account-network">
            {isUnsupported ? 'Unsupported network' : network?.name}
          </span>
          <Icon name="chevron" />
        </button>
        {explorer && !isUnsupported && (
          <a className="row" href={`${explorer.replace(/\/$/, '')}/address/${account.address}`} target="_blank" rel="noreferrer" style={{ color: 'inherit', textDecoration: 'none' }}>
            <span className="wallet-icon" aria-hidden="true">
              <Icon name="external" />
            </span>
            <span className="name">Block explorer</span>
          </a>
        )}
        <button type="button" className="row" onClick={disconnect} disabled={busy}>
          <span className="wallet-icon" aria-hidden="true">
            <Icon name="disconnect" />
          </span>
          <span className="name">Disconnect</span>
        </button>
      </div>
    </div>
  )
}
