// The host's terms and privacy links on Connect (SPEC §3 termsConditionsUrl, privacyPolicyUrl): a
// line under the ways in, or with features.legalCheckbox the box a person ticks before any of them.
import { Fragment, useId, type ReactNode } from 'react'
import { useGangway } from '../context'
import { useT } from '../i18n'

const css = String.raw
const legalStyles = css`
.legal { margin: 12px 0 0; font-size: calc(var(--gw-fs) * 1.2); color: var(--gw-fg-muted); text-align: center; }
.legal a { color: var(--gw-fg); }
.legal.check { display: flex; gap: 8px; align-items: flex-start; text-align: start; margin: 0 0 12px; cursor: pointer; }
`

function LegalLinks() {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useGangway().options
  const t = useT()
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  )
  const termsLink = terms && link(terms, t('Terms of Service'))
  const privacyLink = privacy && link(privacy, t('Privacy Policy'))
  return termsLink && privacyLink ? withLinks(t('{terms} and {privacy}'), { terms: termsLink, privacy: privacyLink }) : (termsLink || privacyLink)
}

/** A message whose `{name}` placeholders are links: the words around them stay in the message's order. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => <Fragment key={i}>{links[part.slice(1, -1)] ?? part}</Fragment>)
}

export default function Legal({ checkbox, agreed, onAgree }: { checkbox?: boolean; agreed?: boolean; onAgree?(agreed: boolean): void }) {
  const id = useId()
  const t = useT()
  return checkbox ? (
    <label className="legal check" htmlFor={id}>
      <style>{legalStyles}</style>
      <input id={id} type="checkbox" checked={agreed} onChange={(e) => onAgree?.(e.target.checked)} />
      <span>
        {withLinks(t('I agree to the {links}'), { links: <LegalLinks /> })}
      </span>
    </label>
  ) : (
    <p className="legal">
      <style>{legalStyles}</style>
      {withLinks(t('By connecting your wallet, you agree to our {links}.'), { links: <LegalLinks /> })}
    </p>
  )
}
