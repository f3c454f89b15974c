// A windowed list (@tanstack/react-virtual): however many wallets, only the rows in view (and a few
// around them) exist in the DOM, so opening the list and scrolling to its end stay smooth.
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, type ReactNode } from 'react'

/** Row height (56 px) plus the gap between rows. */
const ROW = 64
const HEIGHT = 392
/** How close to the end (in rows) the next page is asked for. */
const NEAR_END = 10

export function VirtualList<T>({
  items,
  itemKey,
  render,
  onNearEnd,
  onScrolling,
  footer,
  label,
}: {
  items: readonly T[]
  itemKey(item: T): string
  /** `scrolling` is true while the list moves: rows coming into view then can wait with heavy work (images). */
  render(item: T, scrolling: boolean): ReactNode
  onNearEnd?(): void
  /** Told when the list starts and stops moving. */
  onScrolling?(scrolling: boolean): void
  footer?: ReactNode
  label: string
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    getItemKey: (index) => itemKey(items[index]!),
    overscan: 6,
    // Rows paint in the first frame, before the scroller has been measured.
    initialRect: { width: 328, height: HEIGHT },
  })
  const rows = virtualizer.getVirtualItems()
  const last = rows[rows.length - 1]?.index ?? 0
  useEffect(() => {
    if (items.length > 0 && last >= items.length - NEAR_END) onNearEnd?.()
  }, [last, items.length, onNearEnd])

  const scrolling = virtualizer.isScrolling
  useEffect(() => onScrolling?.(scrolling), [scrolling, onScrolling])

  // Home and End from a row go to the list's first and last row, drawn or not: the dialog's own keys
  // (ui/modal/focus.ts) would stop at the first or last row drawn. Up and Down are the dialog's: the
  // row they focus scrolls into view, and the rows after it are drawn (overscan) before it is reached.
  const focusing = useRef<number>(undefined)
  const focusRow = (index: number) => {
    const row = scroller.current?.querySelector<HTMLElement>(`li[aria-posinset="${index + 1}"] button`)
    row?.focus()
    return Boolean(row)
  }
  useEffect(() => {
    if (focusing.current !== undefined && focusRow(focusing.current)) focusing.current = undefined
  })
  const count = items.length
  useEffect(() => {
    const element = scroller.current!
    const onKey = (event: KeyboardEvent) => {
      const index = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1
      if (index < 0 || !(event.target as Element).closest('li')) return
      event.preventDefault()
      event.stopPropagation()
      virtualizer.scrollToIndex(index)
      if (!focusRow(index)) focusing.current = index
    }
    // A listener of its own: it runs before the dialog's, which it stops (a React handler runs after it).
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [count, virtualizer])

  return (
    <div ref={scroller} style={{ height: HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain', margin: '0 -16px', padding: '0 16px' }} data-testid="all-wallets-scroller">
      <ul aria-label={label} data-testid="wallet-list" style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li
            key={row.key}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW - 8, transform: `translateY(${row.start}px)` }}
          >
            {render(items[row.index]!, virtualizer.isScrolling)}
          </li>
        ))}
      </ul>
      {footer}
    </div>
  )
}
