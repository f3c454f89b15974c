// The pairing URI as a QR code: uqr encodes, one SVG path draws it (dark runs merged per row).
// Always black on white inside a quiet zone, in either theme, so every phone camera reads it.
import { useMemo } from 'react'
import { encode } from 'uqr'

const QUIET_ZONE = 3

export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      const start = x
      while (row[x + 1]) x++
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`
    }
  })
  return { path, size }
}

export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value])
  const box = size + QUIET_ZONE * 2
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', width: '100%', height: '100%' }}
      data-testid="wc-qr"
      data-uri={value}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#141414" />
    </svg>
  )
}
