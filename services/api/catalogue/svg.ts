// Generated images: a letter badge on a color derived from its id, so every image is stable
// across restarts and no brand artwork is shipped.
import { createHash } from 'node:crypto'

export interface Badge {
  /** One to four characters drawn on the badge. */
  label: string
  /** Accessible name of the image. */
  title: string
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)

/** Same seed, same hue; saturation and lightness fixed so white text always reads. */
export function badgeColor(seed: string): string {
  const hue = createHash('sha256').update(seed).digest().readUInt16BE(0) % 360
  return `hsl(${hue} 55% 38%)`
}

export function badgeSvg(badge: Badge, o: { seed: string; shape: 'circle' | 'square' }): string {
  const label = escapeXml(badge.label.slice(0, 4))
  const fontSize = [48, 48, 38, 30, 24][badge.label.length] ?? 24
  const background =
    o.shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="${badgeColor(o.seed)}"/>`
      : `<rect width="96" height="96" rx="24" fill="${badgeColor(o.seed)}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">` +
    `<title>${escapeXml(badge.title)}</title>${background}` +
    `<text x="48" y="50" fill="#fff" font-family="Inter, system-ui, sans-serif" font-weight="600" font-size="${fontSize}" ` +
    `text-anchor="middle" dominant-baseline="central">${label}</text></svg>`
  )
}

/** Initials for a wallet name: first letters of the first two words, else its first two letters. */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const letters = words.length > 1 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}
