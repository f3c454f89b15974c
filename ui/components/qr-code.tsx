// A QR code drawn as one SVG path from the encoder's module matrix: nothing fetched, crisp at any size.
// The encoder is the caller's (uqr's `encode` fits): a plugin imports it in the views it loads with
// import(), so a host pays for it only when such a view first opens.
import { useMemo } from 'react'

/** Which modules of a `size`×`size` QR code are dark, row by row. */
export interface QrMatrix {
  size: number
  data: boolean[][]
}
export type QrEncoder = (value: string, o: { ecc: 'M'; border: number }) => QrMatrix

export function QrCode({ value, label, encode, testId, className }: { value: string; label: string; encode: QrEncoder; testId: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)))
    return { size: qr.size, path: d }
  }, [value, encode])
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid={testId} data-value={value}>
      <path d={path} fill="#121313" />
    </svg>
  )
}
