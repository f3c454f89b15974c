// Name registration (SPEC §4), framework-free: suggestions while the person types (SPEC §9 500 ms
// debounce), the names the address already has, and the registration: loading on, a transaction
// stack whose cancel returns to RegisterAccountName, the SPEC §3 message signed by the address,
// registration, RegisterAccountNameSuccess; on error back to RegisterAccountName.
import { gangwayError, isUserRejection, perModal, popTransaction, pushTransaction, toastMessages, view, type PluginApi } from 'gangway'
import { map } from 'nanostores'
import { registryClient, type NameSuggestion } from './client'
import type { NamesPlugin } from './types'
import { coinTypeOf, isValidLabel, NAME_RULE, registrationMessage } from './rules'

/** SPEC §9 debounce default. */
export const SUGGEST_DEBOUNCE_MS = 500

export interface NamesState {
  /** What the person typed, without the zone. */
  input: string
  /** SPEC §5 rule broken by the input, said under the field. */
  invalid?: string
  suggestions: NameSuggestion[]
  suggesting: boolean
  suggestionsError?: string
  /** The address's names (reverse lookup); undefined until known. */
  ownNames?: string[]
  ownNamesError?: string
  registering: boolean
  error?: string
}

const initial = (): NamesState => ({ input: '', suggestions: [], suggesting: false, registering: false })

export function createNamesController(api: PluginApi, settings: Pick<NamesPlugin, 'zone' | 'allowWalletConnections'>) {
  const $names = map<NamesState>(initial())
  const client = registryClient(api)
  const { zone } = settings
  let timer: ReturnType<typeof setTimeout> | undefined

  const account = () => api.stores.$account.get()
  /** SPEC §6: the auth (e-mail or social) connector, or any wallet when the host allows it. */
  const allowed = (): boolean => {
    const { connectorId, namespace } = account()
    const connector = api.stores.$connectors.get().find((c) => c.id === connectorId && c.chain === namespace)
    return settings.allowWalletConnections || connector?.type === 'AUTH'
  }
  const label = (input: string) => input.trim().replace(new RegExp(`\\.${zone.replace(/[.-]/g, '\\$&')}$`, 'i'), '')

  const controller = {
    $names,
    zone,
    allowed,
    fullName: (input: string) => `${label(input).toLowerCase()}.${zone}`,
    /** The input changed: check it (SPEC §5) and, once typing pauses, ask for suggestions. */
    setInput(input: string): void {
      clearTimeout(timer)
      const typed = label(input)
      const valid = isValidLabel(typed)
      $names.set({ ...$names.get(), input, invalid: typed && !valid ? NAME_RULE : undefined, suggestions: [], suggestionsError: undefined, error: undefined, suggesting: valid })
      if (!valid) return
      timer = setTimeout(async () => {
        try {
          const suggestions = await client.suggestions(typed, zone)
          if (label($names.get().input) === typed) $names.set({ ...$names.get(), suggestions, suggesting: false })
        } catch (error) {
          if (label($names.get().input) === typed) $names.set({ ...$names.get(), suggesting: false, suggestionsError: (error as Error).message })
        }
      }, SUGGEST_DEBOUNCE_MS)
    },
    /** Whether the typed name is known to be free (the first suggestion is the name asked for). */
    available(): boolean {
      const { input, suggestions } = $names.get()
      const first = suggestions[0]
      return first !== undefined && first.name === controller.fullName(input) && !first.registered
    },
    /** The names the address already holds (SPEC §7 reverse lookup). */
    async loadOwnNames(): Promise<void> {
      const { address } = account()
      if (!address) return
      try {
        const names = (await client.namesOf(address)).map((n) => n.name)
        if (account().address === address) $names.set({ ...$names.get(), ownNames: names, ownNamesError: undefined })
      } catch (error) {
        $names.set({ ...$names.get(), ownNamesError: (error as Error).message })
      }
    },
    /** SPEC §4 name registration. Resolves with the registered name; rejects with what the person is told. */
    async register(input: string): Promise<string> {
      const name = controller.fullName(input)
      const { address, namespace } = account()
      const network = api.stores.$activeNetwork.get()
      const { router } = api
      if ($names.get().registering) throw new Error(`Already registering ${name}`)
      $names.set({ ...$names.get(), registering: true, error: undefined })
      let pushed = false
      try {
        if (!network) throw gangwayError('NETWORK_NOT_FOUND')
        if (!address || !allowed()) throw gangwayError('ADDRESS_OR_AUTH_NOT_FOUND')
        const coinType = coinTypeOf(Number(network.id))
        if (coinType === undefined) throw gangwayError('INVALID_CHAIN_ID')
        // popTransaction goes back one view after a cancel or an error: leave the form one entry
        // below the top, so that step lands on it whether or not a wallet view was pushed to sign.
        const backToForm = () => {
          router.goBackTo('RegisterAccountName')
          router.push(view('RegisterAccountName'))
        }
        pushTransaction(router, { onCancel: backToForm, onError: backToForm, onSuccess: () => router.replace(view('RegisterAccountNameSuccess', { registered: name })) })
        pushed = true
        const message = registrationMessage(name)
        const signature = await api.signMessage(message, { namespace })
        await client.register(name, { coin_type: coinType, address, message, signature })
        // SPEC §4 'store the profile name': read again from the identity route, which the registry now answers.
        $names.set({ ...initial(), ownNames: [name] })
        void api.refreshProfile({ namespace })
        popTransaction(router, 'success')
        return name
      } catch (error) {
        const declined = isUserRejection(error)
        if (pushed) popTransaction(router, declined ? 'cancel' : 'error')
        const message = declined ? toastMessages.SIGNATURE_DECLINED : error instanceof Error ? error.message : String(error)
        $names.set({ ...$names.get(), error: declined ? undefined : message })
        api.toast.show(message, 'error')
        throw error
      } finally {
        $names.setKey('registering', false)
      }
    },
    reset(): void {
      clearTimeout(timer)
      $names.set(initial())
    },
  }
  // Another account or network: what was typed and found belongs to the previous one.
  api.events.on('accountChanged', controller.reset)
  api.events.on('disconnect', controller.reset)
  return controller
}

export type NamesController = ReturnType<typeof createNamesController>

/** The names controller of a modal, with the settings of its installed `names()`. */
export const namesController = perModal((api) => {
  const plugin = api.features.find((f) => f.id === 'names') as NamesPlugin | undefined
  return createNamesController(api, { zone: plugin?.zone ?? 'gw', allowWalletConnections: plugin?.allowWalletConnections ?? false })
})
