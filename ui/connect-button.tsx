// <ConnectButton>: 'Connect Wallet' while disconnected; balance and address once connected.
// It lives in its own shadow root so host styles cannot reach it.
import { formatBalance, truncateAddress } from '../kernel/format'
import { Avatar } from './components/avatar'
import { Spinner } from './components/spinner'
import { useGangway } from './context'
import { useAccount } from './hooks'
import { warmUp } from './modal/warm'
import { InlineShadow } from './shadow'
import { startTransition } from 'react'
import { usePreloadOnIntent } from './views/views-context'

export interface ConnectButtonProps {
  label?: string
  loadingLabel?: string
  /** Show the native balance next to the address (default true). */
  balance?: boolean
}

export function ConnectButton({ label = 'Connect Wallet', loadingLabel = 'Connecting…', balance = true }: ConnectButtonProps) {
  const modal = useGangway()
  const account = useAccount()
  const open = () => modal.open()
  const preloadAccount = usePreloadOnIntent('Account')
  // Intent to open: the dialog's warm-up starts now if the idle page has not run it yet (interruptible).
  const warm = () => startTransition(() => warmUp(modal))
  return (
    <InlineShadow>
      {account.isConnected && account.address ? (
        <button type="button" className="cta connected" onClick={open} data-testid="connect-button" aria-label="Open account" {...preloadAccount}>
          {balance && account.balance !== undefined && (
            <span data-testid="button-balance">
              {formatBalance(account.balance)} {account.balanceSymbol}
            </span>
          )}
          <span className="pill">
            <Avatar address={account.address} small />
            <span data-testid="button-address">{account.profileName ?? truncateAddress(account.address)}</span>
          </span>
        </button>
      ) : (
        <button type="button" className="cta" onClick={open} data-testid="connect-button" onPointerEnter={warm} onFocus={warm}>
          {account.isConnecting ? (
            <>
              <Spinner label={loadingLabel} /> {loadingLabel}
            </>
          ) : (
            label
          )}
        </button>
      )}
    </InlineShadow>
  )
}
