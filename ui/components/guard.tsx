// Suspense with an error boundary: code that failed to load (offline, a redeploy that removed the
// chunk) or a view that threw shows `failed` in its place, rather than unmounting the host page's
// whole React tree. React reports the error on the console; `onError` tells the modal.
import { Component, Suspense, type ReactNode } from 'react'
import { useT } from '../i18n'

interface GuardProps {
  children: ReactNode
  /** Shown while the code loads. */
  fallback?: ReactNode
  /** Shown once something inside failed. */
  failed?: ReactNode
  /** A new value gives the children another try. */
  reset?: unknown
  onError?: (error: unknown) => void
}

export class Guard extends Component<GuardProps, { failed?: boolean; reset?: unknown }> {
  override state = { failed: false, reset: this.props.reset }
  static getDerivedStateFromError = () => ({ failed: true })
  static getDerivedStateFromProps = ({ reset }: GuardProps, state: { reset?: unknown }) => (reset !== state.reset ? { failed: false, reset } : null)
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }
  override render() {
    const { failed, fallback, children } = this.props
    return this.state.failed ? (failed ?? null) : <Suspense fallback={fallback ?? null}>{children}</Suspense>
  }
}

/** In place of a view (or a part of one) that failed: said, and announced. */
export function Failed() {
  return (
    <p className="empty error" role="alert">
      {useT()('Something went wrong')}
    </p>
  )
}
