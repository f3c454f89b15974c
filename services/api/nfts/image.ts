// A generated picture for an NFT: the collection's colour, its symbol and the token id. No artwork is
// shipped; the same token always gets the same image.
import { badgeColor } from '../catalogue/svg'

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)

export function nftSvg(o: { title: string; symbol: string; id: string; seed: string }): string {
  const id = o.id.length > 8 ? `${o.id.slice(0, 7)}…` : o.id
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">` +
    `<title>${escapeXml(o.title)}</title>` +
    `<rect width="256" height="256" rx="24" fill="${badgeColor(o.seed)}"/>` +
    `<circle cx="128" cy="104" r="56" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="128" y="112" fill="#fff" font-family="Inter, system-ui, sans-serif" font-weight="700" font-size="40" text-anchor="middle" dominant-baseline="central">#${escapeXml(id)}</text>` +
    `<text x="128" y="208" fill="#fff" fill-opacity="0.85" font-family="Inter, system-ui, sans-serif" font-weight="600" font-size="24" text-anchor="middle">${escapeXml(o.symbol.slice(0, 12))}</text>` +
    `</svg>`
  )
}
