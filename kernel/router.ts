// The view stack and its navigation rules (SPEC §2). View names are open: a feature plugin adds
// its own by augmenting ViewParams (declaration merging, `declare module 'gangway'`), so the
// kernel names only the views it navigates to itself.
import { atom } from 'nanostores'
import type { Namespace, Network } from './types'

export interface ViewParams {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  Networks: undefined
  ConnectingExternal: { connectorId: string; namespace: Namespace }
  SwitchNetwork: { network: Network }
  SwitchActiveChain: { switchToChain: Namespace; navigateTo: 'Connect'; navigateWithReplace: boolean; network: Network }
  UnsupportedChain: undefined
}

/** The views the core UI serves; every other name must be served by an installed feature plugin. */
export const CORE_VIEWS: readonly string[] = ['Connect', 'Account', 'AllWallets', 'Networks', 'ConnectingExternal', 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'] satisfies ReadonlyArray<keyof ViewParams>

export type ViewName = keyof ViewParams & string
export type ViewEntry = { [N in ViewName]: { name: N; params: ViewParams[N] } }[ViewName]
/** Build a stack entry; views without params need only their name. */
export const view = <N extends ViewName>(
  name: N,
  ...params: ViewParams[N] extends undefined ? [] | [undefined] : [ViewParams[N]]
): ViewEntry => ({ name, params: params[0] }) as ViewEntry

export interface RouterDeps {
  isConnected(): boolean
  close(): void
}

export function createRouter(deps: RouterDeps) {
  const $stack = atom<readonly ViewEntry[]>([view('Connect')])
  const top = (): ViewEntry => $stack.get()[$stack.get().length - 1]!

  return {
    $stack,
    current: top,
    push(entry: ViewEntry): void {
      $stack.set([...$stack.get(), entry])
    },
    replace(entry: ViewEntry): void {
      $stack.set([...$stack.get().slice(0, -1), entry])
    },
    reset(entry: ViewEntry = view('Connect')): void {
      $stack.set([entry])
    },
    /** Back pops the history; at the root it closes. Landing on Connect while connected shows Account. */
    goBack(): void {
      const stack = $stack.get()
      if (stack.length <= 1) return deps.close()
      const rest = stack.slice(0, -1)
      const landing = rest[rest.length - 1]!
      $stack.set(landing.name === 'Connect' && deps.isConnected() ? [...rest.slice(0, -1), view('Account')] : rest)
    },
    /** Pop back to the nearest `name`, or reset to it when it is not in the history. */
    goBackTo(name: ViewName): void {
      const stack = $stack.get()
      const index = stack.map((e) => e.name).lastIndexOf(name)
      $stack.set(index >= 0 ? stack.slice(0, index + 1) : [stack.find((e) => e.name === name) ?? ({ name, params: undefined } as ViewEntry)])
    },
  }
}

export type Router = ReturnType<typeof createRouter>
