// The alerts of SPEC §8: what went wrong with the host's setup or the services, said once each. A
// provider's message maps to the alert it means (SPEC §8 'Provider message mapping').

export const alertCatalogue = {
  NETWORK_NOT_FOUND: { title: 'Network Not Found', description: 'The network is not in the list of networks this app supports.' },
  INVALID_APP_CONFIGURATION: { title: 'Invalid App Configuration', description: "This page's origin is not on the project's allowlist." },
  UNVERIFIED_DOMAIN: { title: 'Invalid App Configuration', description: "This page's domain has not been verified for the project." },
  INVALID_PROJECT_ID: { title: 'Invalid App Configuration', description: 'The project id is not valid.' },
  EMBEDDED_WALLET_LOAD_FAILED: { title: 'Network Error - Could not load embedded wallet', description: 'The embedded wallet could not be loaded. Check the connection and try again.' },
  EMBEDDED_WALLET_TIMEOUT: { title: 'Embedded Wallet Request Timed Out', description: 'The embedded wallet did not answer in time.' },
  SESSION_EXPIRED: { title: 'Session Expired', description: "Check your device's time settings, then reconnect." },
  PROJECT_ID_NOT_CONFIGURED: { title: 'Project ID Not Configured', description: 'The app has no project id for the services it uses.' },
  SERVER_ERROR: { title: 'Server Error', description: 'Failed to get the app configuration.' },
  RATE_LIMITED: { title: 'Rate Limited', description: 'Too many requests to the services. Try again in a moment.' },
} as const

export type AlertCode = keyof typeof alertCatalogue

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
