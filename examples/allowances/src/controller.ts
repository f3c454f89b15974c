// One controller per modal (made with `perModal`): what the Allowances tab shows for the active
// account and network, and the revokes in flight. Views read `$state` and call `load`/`revoke`.
import { errorMessage, GangwayError, isUserRejection, rpcUrl, toastMessages, type PluginApi } from 'gangway'
import { atom, type ReadableAtom } from 'nanostores'
import { isAddress, isHash } from 'viem'
import { chainClient, readAllowances, revokeData, type Allowance } from './chain'

export type AllowancesState =
  | { status: 'idle' }
  /** The active account is not an EVM address: allowances are an ERC-20 notion. */
  | { status: 'unsupported' }
  | { status: 'loading' }
  | { status: 'ready'; rows: readonly Allowance[] }
  | { status: 'error'; message: string }

export interface AllowancesController {
  readonly $state: ReadableAtom<AllowancesState>
  /** Row keys (`token:spender`) whose revoke is waiting for the wallet or the chain. */
  readonly $revoking: ReadableAtom<ReadonlySet<string>>
  /** Read the active account's allowances on the active network again. */
  load(): Promise<void>
  /** Send `approve(spender, 0)` through the connected wallet, wait for it, then read again. */
  revoke(row: Allowance): Promise<void>
}

export const rowKey = (row: Pick<Allowance, 'token' | 'spender'>): string => `${row.token}:${row.spender}`

export const REVOKED = 'Allowance revoked'
export const REVOKE_FAILED = 'Revoke failed'

export function createController(api: PluginApi, o: { fromBlock?: bigint }): AllowancesController {
  const $state = atom<AllowancesState>({ status: 'idle' })
  const $revoking = atom<ReadonlySet<string>>(new Set())
  // Only the latest read may write the state: an account or network switch starts a new one.
  let latest = 0

  const target = () => {
    const address = api.stores.$account.get().address
    const network = api.stores.$activeNetwork.get()
    if (!address || !network) return undefined
    return { address, network, client: chainClient(rpcUrl(network), api.context.env.fetch) }
  }

  async function load(): Promise<void> {
    const read = ++latest
    const t = target()
    if (!t) return $state.set({ status: 'idle' })
    if (!isAddress(t.address)) return $state.set({ status: 'unsupported' })
    $state.set({ status: 'loading' })
    try {
      const rows = await readAllowances(t.client, t.address, o.fromBlock ?? 0n)
      if (read === latest) $state.set({ status: 'ready', rows })
    } catch (error) {
      api.context.log.warn('reading allowances failed', error)
      if (read === latest) $state.set({ status: 'error', message: `Allowances could not be read from ${t.network.name}.` })
    }
  }

  const setRevoking = (key: string, on: boolean) => {
    const next = new Set($revoking.get())
    if (on) next.add(key)
    else next.delete(key)
    $revoking.set(next)
  }

  async function revoke(row: Allowance): Promise<void> {
    const t = target()
    const key = rowKey(row)
    if (!t || !isAddress(t.address) || $revoking.get().has(key)) return
    setRevoking(key, true)
    try {
      // Through the modal's SPEC §6 gate: eth_sendTransaction goes to the connected wallet.
      const hash = await api.request({ method: 'eth_sendTransaction', params: [{ from: t.address, to: row.token, data: revokeData(row.spender) }] })
      if (typeof hash !== 'string' || !isHash(hash)) throw new Error(`the wallet answered ${String(hash)} instead of a transaction hash`)
      const receipt = await t.client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`revoke transaction ${hash} reverted`)
      api.toast.show(REVOKED, 'success')
    } catch (error) {
      api.context.log.warn('revoking an allowance failed', error)
      api.toast.show(isUserRejection(error) ? toastMessages.SIGNATURE_DECLINED : revokeError(error), 'error')
    } finally {
      setRevoking(key, false)
    }
    await load()
  }

  return { $state, $revoking, load, revoke }
}

/** The catalogue's text when Gangway refused the call ('Please call connect() before request()', …), else a short one. */
function revokeError(error: unknown): string {
  return error instanceof GangwayError ? error.message : `${REVOKE_FAILED}: ${errorMessage('SOMETHING_WENT_WRONG')}`
}
