// The large green check of a done state (sent, swapped, paid, registered): ViewMessage's `visual`.
import { Icon } from './icons'

export function SuccessMark() {
  return (
    <span className="wallet-icon large" aria-hidden="true" style={{ color: 'var(--gw-success)' }}>
      <Icon name="check" size={32} />
    </span>
  )
}
