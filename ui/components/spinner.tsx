import { useT } from '../i18n'

/** `label`: a message (its English text) or a text already translated. */
export function Spinner({ large, label = /* t */ 'Loading' }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner large' : 'spinner'} role="progressbar" aria-label={useT()(label)} />
}
