// History page cursors: opaque to clients, checked strictly when they come back.
import type { HistoryCursor } from '../store/history'

export const encodeCursor = (c: HistoryCursor): string =>
  Buffer.from(JSON.stringify([c.minedAt, c.chain, c.blockNumber, c.txIndex])).toString('base64url')

/** undefined for anything this server did not hand out. */
export function decodeCursor(value: string): HistoryCursor | undefined {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || parsed.length !== 4) return undefined
    const [minedAt, chain, blockNumber, txIndex] = parsed as unknown[]
    const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0
    if (!whole(minedAt) || typeof chain !== 'string' || chain.length > 80 || !whole(blockNumber) || !whole(txIndex)) return undefined
    return { minedAt, chain, blockNumber, txIndex }
  } catch {
    return undefined
  }
}
