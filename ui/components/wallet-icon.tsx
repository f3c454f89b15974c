// A wallet's icon, or its initial when it has none. Loaded only when shown (never in the warm-up).
import { useWarming } from '../modal/warm'

export function WalletIcon({ name, icon, large }: { name: string; icon?: string; large?: boolean }) {
  const className = large ? 'wallet-icon large' : 'wallet-icon'
  return icon && !useWarming() ? (
    <img className={className} src={icon} alt="" width={large ? 72 : 40} height={large ? 72 : 40} loading="lazy" />
  ) : (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
