// A QR code drawn as one SVG path from uqr's module matrix: nothing fetched, crisp at any size.
import { useMemo } from 'react'
import { encode } from 'uqr'

export function QrCode({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)))
    return { size: qr.size, path: d }
  }, [value])
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid={testId} data-value={value}>
      <path d={path} fill="#121313" />
    </svg>
  )
}
