// Copies a value and says so in a toast.
import { useGangway } from '../context'
import { Icon } from './icons'
import { useT } from '../i18n'

export function CopyButton({ value, label, toast }: { value: string; label: string; toast: string }) {
  const modal = useGangway()
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      modal.toast.show(t(toast), 'success')
    } catch {
      modal.toast.show('Copy failed', 'error')
    }
  }
  return (
    <button type="button" className="icon-button" onClick={copy} aria-label={t(label)} title={t(label)}>
      <Icon name="copy" size={16} />
    </button>
  )
}
