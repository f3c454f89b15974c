// UpdateEmailWallet (SPEC §4 'E-mail update'): the new address, a code sent to the current address,
// then a code sent to the new one; then the new address is the wallet's. An address that cannot be an
// e-mail is said here in plain words, before the secure frame sees it (SPEC §5).
import { useState, type FormEvent } from 'react'
import { describeError } from 'gangway'
import { formStyles, Spinner, Styles, usePluginApi, useStore, useT, ViewMessage } from 'gangway/react'
import { INVALID_EMAIL, isEmail } from '../email'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

type Step = { name: 'email' } | { name: 'primary'; email: string } | { name: 'secondary'; email: string } | { name: 'done'; email: string }

export default function UpdateEmailView() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const user = useStore(controller.$user)
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const t = useT()

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
      setValue('')
    } catch (e) {
      setError(describeError(e))
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = value.trim()
    if (!input || busy) return
    if (step.name === 'email' && !isEmail(input)) return setError(INVALID_EMAIL)
    if (step.name === 'email')
      void run(async () => {
        const action = await controller.updateEmail(input)
        setStep(action === 'VERIFY_PRIMARY_OTP' ? { name: 'primary', email: input } : { name: 'secondary', email: input })
      })
    else if (step.name === 'primary')
      void run(async () => {
        await controller.updateEmailPrimary(input)
        setStep({ name: 'secondary', email: step.email })
      })
    else if (step.name === 'secondary')
      void run(async () => {
        const email = await controller.updateEmailSecondary(input)
        setStep({ name: 'done', email })
      })
  }
  if (step.name === 'done') {
    return (
      <ViewMessage title={t('Email updated')} testId="update-email-done" actions={<button type="button" className="primary" onClick={() => api.close()}>{t('Done')}</button>}>
        {t('Your wallet now signs in with {email}.', { email: step.email })}
      </ViewMessage>
    )
  }
  const prompt =
    step.name === 'email'
      ? user?.email
        ? t('Your wallet signs in with {email}. Where should it go from now on?', { email: user.email })
        : t('Your wallet signs in with your social account. Where should it go from now on?')
      : step.name === 'primary'
        ? user?.email
          ? t('Enter the code we sent to {email}.', { email: user.email })
          : t('Enter the code we sent to your current address.')
        : t('Enter the code we sent to {email}.', { email: step.email })
  return (
    <form onSubmit={submit} data-testid="update-email" data-step={step.name} noValidate>
      <Styles rules={[formStyles, embeddedStyles]} />
      <p className="muted" style={{ textAlign: 'center' }} data-testid="update-email-prompt">
        {prompt}
      </p>
      <div className="field">
        <input
          key={step.name}
          className={step.name === 'email' ? 'input' : 'input otp'}
          // A text field with the e-mail keyboard, as Connect's (README, issue 15: no type="email").
          type="text"
          inputMode={step.name === 'email' ? 'email' : 'numeric'}
          autoCapitalize={step.name === 'email' ? 'none' : undefined}
          autoCorrect={step.name === 'email' ? 'off' : undefined}
          spellCheck={step.name === 'email' ? false : undefined}
          autoComplete={step.name === 'email' ? 'email' : 'one-time-code'}
          aria-label={step.name === 'email' ? t('New email') : t('Code')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
          data-testid="update-email-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gangway-update-email-error' : undefined}
        />
      </div>
      {error && (
        <p id="gangway-update-email-error" className="form-error" role="alert" data-testid="update-email-error">
          {t(error)}
        </p>
      )}
      <button type="submit" className="primary" style={{ width: '100%' }} disabled={!value.trim() || busy} data-testid="update-email-submit">
        {busy ? <Spinner label={/* t */ 'Working'} /> : step.name === 'email' ? t('Continue') : t('Confirm')}
      </button>
    </form>
  )
}
