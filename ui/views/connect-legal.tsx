// The host's terms and privacy links on Connect (SPEC §3 termsConditionsUrl, privacyPolicyUrl): a
// line under the ways in, or with features.legalCheckbox the box a person ticks before any of them.
import { useId } from 'react'
import { useGangway } from '../context'

const css = String.raw
const legalStyles = css`
.legal { margin: 12px 0 0; font-size: calc(var(--gw-fs) * 1.2); color: var(--gw-fg-muted); text-align: center; }
.legal a { color: var(--gw-fg); }
.legal.check { display: flex; gap: 8px; align-items: flex-start; text-align: left; margin: 0 0 12px; cursor: pointer; }
`

function LegalLinks() {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useGangway().options
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  )
  return (
    <>
      {terms && link(terms, 'Terms of Service')}
      {terms && privacy && ' and '}
      {privacy && link(privacy, 'Privacy Policy')}
    </>
  )
}

export default function Legal({ checkbox, agreed, onAgree }: { checkbox?: boolean; agreed?: boolean; onAgree?(agreed: boolean): void }) {
  const id = useId()
  return checkbox ? (
    <label className="legal check" htmlFor={id}>
      <style>{legalStyles}</style>
      <input id={id} type="checkbox" checked={agreed} onChange={(e) => onAgree?.(e.target.checked)} />
      <span>
        I agree to the <LegalLinks />
      </span>
    </label>
  ) : (
    <p className="legal">
      <style>{legalStyles}</style>
      By connecting your wallet, you agree to our <LegalLinks />.
    </p>
  )
}
