export function Spinner({ large, label = 'Loading' }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner large' : 'spinner'} role="progressbar" aria-label={label} />
}
