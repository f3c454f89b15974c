// Options a host sets, to try on this page: each link reloads the demo with it (see host-options.ts).
import { legalMode, type LegalMode } from '../host-options'

const modes: Array<{ mode: LegalMode; label: string }> = [
  { mode: 'off', label: 'No terms' },
  { mode: 'links', label: 'Terms and privacy links' },
  { mode: 'checkbox', label: 'Legal checkbox' },
]

export function HostOptionsPanel() {
  const current = legalMode()
  return (
    <section className="card" aria-label="Host options">
      <h2>Host options</h2>
      <p>
        Terms on Connect:{' '}
        {modes.map(({ mode, label }, i) => (
          <span key={mode}>
            {i > 0 && ' · '}
            {mode === current ? <strong>{label}</strong> : <a href={mode === 'off' ? '?' : `?legal=${mode}`}>{label}</a>}
          </span>
        ))}
      </p>
    </section>
  )
}
