// A spinner says what is loading; beside text that already says it, it is decorative (hidden from the name).
export function Spinner({ large, label = 'Loading', decorative }: { large?: boolean; label?: string; decorative?: boolean }) {
  const className = large ? 'spinner large' : 'spinner'
  return decorative ? <span className={className} aria-hidden="true" /> : <span className={className} role="progressbar" aria-label={label} />
}
