// A deterministic gradient avatar from an address: no image to fetch.
function hue(address: string, offset: number): number {
  let h = offset
  for (let i = 0; i < address.length; i++) h = (h * 31 + address.charCodeAt(i)) % 360
  return h
}

export function Avatar({ address, small }: { address: string; small?: boolean }) {
  const a = hue(address, 7)
  const b = hue(address, 101)
  return (
    <span
      className={small ? 'avatar small' : 'avatar'}
      aria-hidden="true"
      style={{ display: 'inline-block', background: `radial-gradient(circle at 30% 30%, hsl(${a} 85% 70%), hsl(${b} 70% 45%))` }}
    />
  )
}
