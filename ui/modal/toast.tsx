// The single toast of SPEC §4 (success, loading, error).
import { useStore } from '@nanostores/react'
import { Spinner } from '../components/spinner'
import { useGangway } from '../context'

export function ToastView() {
  const toast = useStore(useGangway().stores.$toast)
  return (
    <div role="status" aria-live="polite">
      {toast.open && (
        <div className={`toast ${toast.variant}`} data-variant={toast.variant}>
          {toast.variant === 'loading' ? <Spinner label={toast.message} /> : <span className="dot" />}
          {toast.message}
        </div>
      )}
    </div>
  )
}
