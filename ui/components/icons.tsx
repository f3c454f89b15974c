// The few inline icons the modal draws (no icon font, nothing fetched). Plugins use them too.
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5L20 7',
  chevron: 'M9 5l7 7-7 7',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-5-5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  disconnect: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  network: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  wallet: 'M4 7h16v12H4zM4 7l12-3v3M16 13h.01',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    // Arrows that point along the reading direction turn round in right-to-left languages.
    <svg className={name === 'back' || name === 'chevron' ? 'flip' : undefined} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  )
}
