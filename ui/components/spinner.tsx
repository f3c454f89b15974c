import { useT } from '../i18n'

/**
 * `label`: a message (its English text) or a text already translated. Beside text that already says
 * what is loading, a spinner is decorative (hidden from the name).
 */
export function Spinner({ large, label = /* t */ 'Loading', decorative }: { large?: boolean; label?: string; decorative?: boolean }) {
  const t = useT()
  const className = large ? 'spinner large' : 'spinner'
  return decorative ? <span className={className} aria-hidden="true" /> : <span className={className} role="progressbar" aria-label={t(label)} />
}
