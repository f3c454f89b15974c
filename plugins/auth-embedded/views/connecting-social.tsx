// ConnectingSocial: the popup is open on the provider; the modal waits for it (SPEC §4).
import { view } from 'gangway'
import { Spinner, usePluginApi, useStore, useT, useViewParams, ViewMessage } from 'gangway/react'
import { socialState } from './social-state'
import { useEmbedded } from './use-controller'

export default function ConnectingSocialView() {
  const api = usePluginApi()
  const { provider, name } = useViewParams('ConnectingSocial')
  const state = socialState(api)
  const controller = useEmbedded()
  const attempt = useStore(state.$attempt)
  const t = useT()
  if (attempt?.provider === provider && attempt.status === 'error') {
    return (
      <ViewMessage
        tone="error"
        title={t(attempt.error ?? 'Failed to connect')}
        testId="social-error"
        actions={
          <button type="button" className="primary" onClick={() => (state.start(provider, controller), api.router.replace(view('ConnectingSocial', { provider, name })))}>
            {t('Try again')}
          </button>
        }
      >
        {t('The {provider} sign-in did not finish.', { provider: name })}
      </ViewMessage>
    )
  }
  return (
    <ViewMessage visual={<Spinner label={t('Waiting for {provider}', { provider: name })} />} title={t('Continue with {provider}', { provider: name })} testId="social-waiting">
      {t('Sign in in the window that opened. It closes by itself once you are in.')}
    </ViewMessage>
  )
}
