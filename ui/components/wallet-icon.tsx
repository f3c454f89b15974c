// A wallet's icon, or its initial when it has none. Loaded only when shown (never in the warm-up).
// SPEC §9 image timeout: an image that has not loaded within 2 s (or failed) gives way to the initial.
import { useEffect, useState } from 'react'
import { useWarming } from '../modal/warm'

export const IMAGE_TIMEOUT_MS = 2000

export function WalletIcon({ name, icon, large }: { name: string; icon?: string; large?: boolean }) {
  const className = large ? 'wallet-icon large' : 'wallet-icon'
  const warming = useWarming()
  // The icon this state is about: a row reused for another wallet starts over.
  const [state, setState] = useState<{ icon?: string; status: 'loading' | 'loaded' | 'gave-up' }>({ icon, status: 'loading' })
  const status = state.icon === icon ? state.status : 'loading'
  useEffect(() => {
    if (!icon || warming || status !== 'loading') return
    const timer = setTimeout(() => setState((s) => (s.icon === icon && s.status === 'loaded' ? s : { icon, status: 'gave-up' })), IMAGE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [icon, warming, status])
  return icon && !warming && status !== 'gave-up' ? (
    <img
      className={className}
      src={icon}
      alt=""
      width={large ? 72 : 40}
      height={large ? 72 : 40}
      loading="lazy"
      onLoad={() => setState({ icon, status: 'loaded' })}
      onError={() => setState({ icon, status: 'gave-up' })}
    />
  ) : (
    <span className={className} aria-hidden="true" data-placeholder="">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
