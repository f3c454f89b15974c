// The alerts of SPEC §8: what went wrong with the host's setup or the services, said once each. A
// provider's message maps to the alert it means (SPEC §8 'Provider message mapping').

export const alertCatalogue = {
  NETWORK_NOT_FOUND: { title: /* t */ 'Network Not Found', description: /* t */ 'The network is not in the list of networks this app supports.' },
  INVALID_APP_CONFIGURATION: { title: /* t */ 'Invalid App Configuration', description: /* t */ "This page's origin is not on the project's allowlist." },
  UNVERIFIED_DOMAIN: { title: /* t */ 'Invalid App Configuration', description: /* t */ "This page's domain has not been verified for the project." },
  INVALID_PROJECT_ID: { title: /* t */ 'Invalid App Configuration', description: /* t */ 'The project id is not valid.' },
  EMBEDDED_WALLET_LOAD_FAILED: { title: /* t */ 'Network Error - Could not load embedded wallet', description: /* t */ 'The embedded wallet could not be loaded. Check the connection and try again.' },
  EMBEDDED_WALLET_TIMEOUT: { title: /* t */ 'Embedded Wallet Request Timed Out', description: /* t */ 'The embedded wallet did not answer in time.' },
  SESSION_EXPIRED: { title: /* t */ 'Session Expired', description: /* t */ "Check your device's time settings, then reconnect." },
  PROJECT_ID_NOT_CONFIGURED: { title: /* t */ 'Project ID Not Configured', description: /* t */ 'The app has no project id for the services it uses.' },
  SERVER_ERROR: { title: /* t */ 'Server Error', description: /* t */ 'Failed to get the app configuration.' },
  RATE_LIMITED: { title: /* t */ 'Rate Limited', description: /* t */ 'Too many requests to the services. Try again in a moment.' },
  // SPEC §8's one notice: a warning, not an error, shown the same way so the host's developer sees it.
  LOCAL_CONFIGURATION_IGNORED: { title: /* t */ 'Local configuration ignored', description: /* t */ "Remote project settings replace this app's own." },
} as const

export type AlertCode = keyof typeof alertCatalogue

/** SPEC §8's notice is a warning; every other alert an error. */
export const isNotice = (code: AlertCode): boolean => code === 'LOCAL_CONFIGURATION_IGNORED'

/** SPEC §8: a provider's error message and the alert it means. */
const providerMessages: ReadonlyArray<[string, AlertCode]> = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

export function alertForMessage(message: string | undefined): AlertCode | undefined {
  return message ? providerMessages.find(([text]) => message.includes(text))?.[1] : undefined
}

/** The alert a failed services call means: the provider's message first, then its HTTP status. */
export function alertForFailure(status: number | undefined, message: string | undefined): AlertCode | undefined {
  return alertForMessage(message) ?? (status === 429 ? 'RATE_LIMITED' : undefined)
}
