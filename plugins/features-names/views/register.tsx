// RegisterAccountName: type a name, see whether it is free and what else is (suggestions once typing
// pauses), register it with a signature. SPEC §5's rule is said under the field as the person types.
import { useEffect, useRef, type FormEvent } from 'react'
import { formStyles, listStyles, Spinner, Styles, useAccount, useT } from 'gangway/react'
import { NAME_RULE } from '../rules'
import { useNames } from './use-names'

export default function RegisterAccountNameView() {
  const [names, state] = useNames()
  const account = useAccount()
  const t = useT()
  const registerButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    void names.loadOwnNames()
  }, [names, account.address])

  const allowed = names.allowed()
  const owned = state.ownNames?.find((n) => n.endsWith(`.${names.zone}`))
  const full = names.fullName(state.input)
  const ready = allowed && !owned && !state.invalid && !state.registering && names.available()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) names.register(state.input).catch(() => undefined)
  }
  // The suggestions are looked up again for the picked name and their rows go, focus with them:
  // Register, the next step, takes it.
  const pick = (name: string) => {
    names.setInput(name.slice(0, -names.zone.length - 1))
    registerButton.current?.focus()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('Choose a name')}>
      <Styles rules={[formStyles, listStyles, registerStyles]} />
      {!allowed && (
        <p className="form-error" role="alert" data-testid="names-not-allowed">
          {t('Names are registered with the e-mail or social wallet. Connect with it to choose a name.')}
        </p>
      )}
      {owned && (
        <p className="hint" data-testid="names-owned">
          {t('This address is already {name}: one name per address in .{zone}.', { name: owned, zone: names.zone })}
        </p>
      )}
      {state.ownNamesError && <p className="hint" data-testid="names-owned-error">{t(state.ownNamesError)}</p>}
      <div className="field">
        <label htmlFor="name-input">{t('Name')}</label>
        <div className="field-row">
          <input
            id="name-input"
            className="input"
            autoComplete="off"
            spellCheck={false}
            placeholder="alice"
            value={state.input}
            disabled={!allowed || Boolean(owned)}
            aria-invalid={Boolean(state.invalid)}
            aria-describedby="name-rule"
            onChange={(e) => names.setInput(e.target.value)}
          />
          <span className="zone" translate="no">.{names.zone}</span>
        </div>
        <div className={state.invalid ? 'hint invalid' : 'hint'} id="name-rule" data-testid="name-rule">
          {t(state.invalid ?? NAME_RULE)}
        </div>
      </div>
      {state.suggesting && (
        <p className="hint">
          <Spinner label={/* t */ 'Looking for names'} /> {t('Looking…')}
        </p>
      )}
      {state.suggestionsError && (
        <p className="form-error" role="alert" data-testid="names-suggestions-error">
          {t(state.suggestionsError)}
        </p>
      )}
      {state.suggestions.length > 0 && (
        <ul className="suggestions" aria-label={t('Suggestions')} data-testid="name-suggestions">
          {state.suggestions.map((s) => (
            <li key={s.name}>
              <button type="button" className="row" disabled={s.registered || state.registering} onClick={() => pick(s.name)} data-name={s.name}>
                <span className="name" translate="no">{s.name}</span>
                <span className={s.registered ? 'small muted taken' : 'small available'}>{s.registered ? t('Taken') : t('Available')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.error && (
        <p className="form-error" role="alert" data-testid="names-error">
          {t(state.error)}
        </p>
      )}
      <button ref={registerButton} type="submit" className="primary block" aria-disabled={!ready} aria-busy={state.registering} data-testid="name-register">
        {state.registering ? (
          <>
            <Spinner label={/* t */ 'Waiting for the wallet'} /> {t('Sign in your wallet…')}
          </>
        ) : state.input && !state.invalid ? (
          t('Register {name}', { name: full })
        ) : (
          t('Register')
        )}
      </button>
    </form>
  )
}

const css = String.raw

const registerStyles = css`
.zone { font-weight: 600; color: var(--gw-fg-muted); }
.hint.invalid { color: var(--gw-error); }
.suggestions { list-style: none; margin: 0 0 12px; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.suggestions .row { width: 100%; justify-content: space-between; }
.suggestions .available { color: var(--gw-success); }
.primary[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`
