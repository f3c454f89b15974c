// A wallet's (or a network's, a currency's) icon, or its initial when it has none. Loaded only when
// shown (never in the warm-up).
// SPEC §9 image timeout: an image that has not loaded within 2 s (or failed) gives way to the initial
// (or to the `fallback` given, such as an address's gradient avatar).
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useWarming } from '../modal/warm'

export const IMAGE_TIMEOUT_MS = 2000

/** `size` in px: 40, or 72 when `large` (set inline too, so a chip's 16 holds over the class's 40). */
export function WalletIcon({ name, icon, large, size = large ? 72 : 40, fallback }: { name: string; icon?: string; large?: boolean; size?: number; fallback?: ReactNode }) {
  const style = { width: size, height: size }
  const className = large ? 'wallet-icon large' : 'wallet-icon'
  const warming = useWarming()
  // The icon given up on (a row reused for another wallet starts over). A load re-renders nothing.
  const [gaveUp, setGaveUp] = useState<string>()
  const loaded = useRef<string>(undefined)
  useEffect(() => {
    if (!icon || warming) return
    const timer = setTimeout(() => loaded.current !== icon && setGaveUp(icon), IMAGE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [icon, warming])
  return icon && !warming && gaveUp !== icon ? (
    <img
      className={className}
      src={icon}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
      onLoad={() => (loaded.current = icon)}
      onError={() => setGaveUp(icon)}
    />
  ) : (
    (fallback ?? (
      <span className={className} aria-hidden="true" translate="no" style={style}>
        {name.slice(0, 1).toUpperCase()}
      </span>
    ))
  )
}
