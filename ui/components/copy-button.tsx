// Copies a value and says so in a toast.
import { useGangway } from '../context'
import { Icon } from './icons'

export function CopyButton({ value, label, toast }: { value: string; label: string; toast: string }) {
  const modal = useGangway()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      modal.toast.show(toast, 'success')
    } catch {
      modal.toast.show('Copy failed', 'error')
    }
  }
  return (
    <button type="button" className="icon-button" onClick={copy} aria-label={label} title={label}>
      <Icon name="copy" size={16} />
    </button>
  )
}
