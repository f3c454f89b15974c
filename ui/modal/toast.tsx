// The single toast of SPEC §4 (success, loading, error).
import { useStore } from '@nanostores/react'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'
import { useT } from '../i18n'

export function ToastView() {
  const toast = useStore(useGangway().stores.$toast)
  // Toasts are said in English (SPEC §8 texts, the key); a text with no translation shows as given.
  const message = useT()(toast.message)
  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <div className={`toast ${toast.variant}`} data-variant={toast.variant}>
          {toast.variant === 'loading' ? <Spinner label={message} /> : <span className="dot" />}
          {message}
        </div>
      )}
    </div>
  )
}
