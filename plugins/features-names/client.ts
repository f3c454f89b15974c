// The registry calls of SPEC §7 (/v1/profile/*). The kernel's client keeps only the status of a
// failed call; these read the body, since the registry says why in `reasons[0].description`.
import { errorMessage, type PluginApi } from 'gangway'

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
}

export interface Registration {
  coin_type: number
  address: string
  message: string
  signature: string
}

/** What the registry said went wrong, else `fallback` (the SPEC text for the call). */
export class RegistryError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message)
    this.name = 'RegistryError'
  }
}

export function registryClient(api: PluginApi) {
  const { projectId, sdkType, sdkVersion, services } = api.options
  const call = async <T>(path: string, fallback: string, init?: { body: unknown }): Promise<T> => {
    const url = new URL(`v1/profile/${path}`, `${services.api ?? ''}/`.replace(/\/+$/, '/'))
    for (const [key, value] of Object.entries({ projectId, st: sdkType, sv: sdkVersion })) url.searchParams.set(key, value)
    let res: Response
    try {
      res = await api.context.env.fetch(url, init ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) } : undefined)
    } catch {
      throw new RegistryError(fallback)
    }
    const body = (await res.json().catch(() => undefined)) as (T & { reasons?: Array<{ description?: string }> }) | undefined
    if (!res.ok || body === undefined) throw new RegistryError(body?.reasons?.[0]?.description ?? fallback, res.status)
    return body
  }
  return {
    /** SPEC §7 GET /v1/profile/suggestions/{name} (zone). */
    suggestions: (label: string, zone: string) =>
      call<{ suggestions: NameSuggestion[] }>(`suggestions/${encodeURIComponent(label)}?zone=${encodeURIComponent(zone)}`, errorMessage('ERROR_NAME_SUGGESTIONS')).then((r) => r.suggestions),
    /** SPEC §7 GET /v1/profile/reverse/{address}. */
    namesOf: (address: string) => call<NameProfile[]>(`reverse/${encodeURIComponent(address)}`, errorMessage('ERROR_NAMES_FOR_ADDRESS')),
    /** SPEC §7 POST /v1/profile/account (coin_type, address, message, signature). */
    register: (name: string, registration: Registration) => call<NameProfile>('account', errorMessage('ERROR_REGISTERING_NAME', name), { body: registration }),
  }
}

export type RegistryClient = ReturnType<typeof registryClient>
