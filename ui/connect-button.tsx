// <ConnectButton>: 'Connect Wallet' while disconnected; balance and address once connected. Its
// accessible name is what it shows (WCAG 2.5.3), so a person can say what they see to press it.
// It lives in its own shadow root so host styles cannot reach it.
import { formatBalance, truncateAddress } from '../kernel/format'
import { Avatar } from './components/avatar'
import { Spinner } from './components/spinner'
import { useGangway } from './context'
import { formatDecimal } from './format-decimal'
import { useAccount } from './hooks'
import { useT } from './i18n'
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

export function ConnectButton({ label, loadingLabel, balance = true }: ConnectButtonProps) {
  const modal = useGangway()
  const t = useT()
  // The host's own labels show as given; ours in the language shown.
  label ??= t('Connect Wallet')
  loadingLabel ??= t('Connecting…')
  const account = useAccount()
  const open = () => modal.open()
  const preloadAccount = usePreloadOnIntent('Account')
  // Intent to open: the dialog's warm-up starts now if the idle page has not run it yet (interruptible).
  const warm = () => startTransition(() => warmUp(modal))
  return (
    <InlineShadow>
      {account.isConnected && account.address ? (
        <button type="button" className="cta connected" onClick={open} data-testid="connect-button" aria-haspopup="dialog" {...preloadAccount}>
          {balance && account.balance !== undefined && (
            <span data-testid="button-balance" translate="no">
              {formatDecimal(formatBalance(account.balance), t.locale)} {account.balanceSymbol}
            </span>
          )}
          <span className="pill">
            <Avatar address={account.address} small />
            <span data-testid="button-address" translate="no">{account.profileName ?? truncateAddress(account.address)}</span>
          </span>
        </button>
      ) : (
        <button type="button" className="cta" onClick={open} data-testid="connect-button" aria-haspopup="dialog" onPointerEnter={warm} onFocus={warm}>
          {account.isConnecting ? (
            <>
              <Spinner decorative /> {loadingLabel}
            </>
          ) : (
            label
          )}
        </button>
      )}
    </InlineShadow>
  )
}
