// Shared by both component projects (React 19 and 18).
import { configure } from '@testing-library/dom'

configure({
  // The views wait on real chains and services; on a loaded two-core machine a balance or a token
  // list can take seconds to arrive. This bounds the wait for that state; it is not a sleep.
  asyncUtilTimeout: 10_000,
  // The modal lives in a shadow root, which the default error (prettyDOM) cannot print: it threw
  // inside the timer, so a timed-out query hung its test instead of failing it with its message.
  getElementError: (message) => {
    const error = new Error(message ?? 'element not found')
    error.name = 'TestingLibraryElementError'
    return error
  },
})
