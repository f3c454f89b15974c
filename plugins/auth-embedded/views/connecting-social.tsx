// ConnectingSocial: the popup is open on the provider; the modal waits for it (SPEC §4).
import { view } from 'gangway'
import { Spinner, usePluginApi, useStore, useViewParams, ViewMessage } from 'gangway/react'
import { socialState } from './social-state'

export default function ConnectingSocialView() {
  const api = usePluginApi()
  const { provider, name } = useViewParams('ConnectingSocial')
  const state = socialState(api)
  const attempt = useStore(state.$attempt)
  if (attempt?.provider === provider && attempt.status === 'error') {
    return (
      <ViewMessage
        tone="error"
        title={attempt.error ?? 'Failed to connect'}
        testId="social-error"
        actions={
          <button type="button" className="primary" onClick={() => (state.start(provider), api.router.replace(view('ConnectingSocial', { provider, name })))}>
            Try again
          </button>
        }
      >
        {`The ${name} sign-in did not finish.`}
      </ViewMessage>
    )
  }
  return (
    <ViewMessage visual={<Spinner label={`Waiting for ${name}`} />} title={`Continue with ${name}`} testId="social-waiting">
      Sign in in the window that opened. It closes by itself once you are in.
    </ViewMessage>
  )
}
