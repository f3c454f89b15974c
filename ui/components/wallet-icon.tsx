// A wallet's icon, or its initial when it has none. Loaded only when shown (never in the warm-up).
// SPEC §9 image timeout: an image that has not loaded within 2 s (or failed) gives way to the initial.
import { useEffect, useRef, useState } from 'react'
import { useWarming } from '../modal/warm'

export const IMAGE_TIMEOUT_MS = 2000

export function WalletIcon({ name, icon, large }: { name: string; icon?: string; large?: boolean }) {
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
      width={large ? 72 : 40}
      height={large ? 72 : 40}
      loading="lazy"
      onLoad={() => (loaded.current = icon)}
      onError={() => setGaveUp(icon)}
    />
  ) : (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
