// SPEC §6: the gate every embedded-wallet request passes. Safe reads go straight to the frame; a call that
// needs the person's approval shows ApproveTransaction (the frame draws its card over the view), one at a
// time; anything else is refused with 'Requested RPC call is not allowed' and, a moment later, a toast.
// A request the wallet would refuse anyway (SPEC §8 5700-5760, a method it does not serve) is refused
// before ApproveTransaction: the person is never asked to approve what cannot go through.
import { gangwayError, rpcErrorCodes, toastMessages, view, type CaipNetworkId, type Namespace, type PluginApi, type RpcMethodClasses, type WalletRequestArgs } from 'gangway'
import type { WritableAtom } from 'nanostores'
import { frameChainId } from './chain-ids'
import { FrameError, type FrameClient } from './frame-client'
import type { FrameRect } from './frame-transport'
import { SMART_ACCOUNTS_NOT_ENABLED, UNSERVED_METHODS } from './protocol'
import { checkSendCalls, CodedError } from './send-calls-rules'

/** SPEC §8: the disallowed-call toast waits this long. */
export const NOT_ALLOWED_TOAST_DELAY_MS = 300

/** An approval the person is being asked for (ApproveTransaction shows the frame over itself). */
export interface PendingApproval {
  method: string
  namespace: Namespace
}

type Payload = { method: string; params?: unknown; chainId: string | number }

const userRejected = () => Object.assign(new Error('User rejected the request.'), { code: rpcErrorCodes.USER_REJECTED })

function classify(classes: RpcMethodClasses | undefined, method: string): 'safe' | 'approval' | 'unknown' {
  if (!classes) return 'unknown'
  if (classes.approval.includes(method)) return 'approval'
  if (classes.safe.includes(method) || classes.safePrefixes?.some((prefix) => method.startsWith(prefix))) return 'safe'
  return 'unknown'
}

/** A wallet error keeps its code (4001 for a refusal: 'Signature declined' in the views). */
const unwrap = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    if (error instanceof FrameError && error.code !== undefined) throw Object.assign(new Error(error.message), { code: error.code })
    throw error
  })

export interface ApprovalGateDeps {
  api: PluginApi
  frame(): FrameClient
  /** The frame if it was made already (placing it never creates one). */
  currentFrame(): FrameClient | undefined
  $approval: WritableAtom<PendingApproval | undefined>
  /** An approved request succeeded (the smart account's deployed flag may follow). */
  approved(namespace: Namespace, method: string): void
}

export function createApprovalGate({ api, frame, currentFrame, $approval, approved }: ApprovalGateDeps) {
  const { log } = api.context
  let approvals: Promise<unknown> = Promise.resolve()

  async function gatedRequest(namespace: Namespace, chainId: () => CaipNetworkId, args: WalletRequestArgs): Promise<unknown> {
    const classes = await api.namespaces.get(namespace)?.capabilities.rpc?.()
    const kind = classify(classes, args.method)
    const frameChain = () => {
      const network = api.stores.$networks.get().find((n) => n.caipNetworkId === chainId())
      return network ? frameChainId(network) : chainId()
    }
    if (kind === 'unknown') {
      log.error(`${gangwayError('RPC_NOT_ALLOWED').message}: ${args.method}`)
      setTimeout(() => api.toast.show(toastMessages.ACTION_NOT_ALLOWED, 'error'), NOT_ALLOWED_TOAST_DELAY_MS)
      throw gangwayError('RPC_NOT_ALLOWED')
    }
    const payload = { method: args.method, ...(args.params === undefined ? {} : { params: args.params }), chainId: frameChain() }
    if (kind === 'safe') return unwrap(frame().request('RPC_REQUEST', payload))
    // One approval at a time: a second waits for the first to settle (and is checked then: the first may have used its id).
    const run = approvals.then(async () => {
      await refuseEarly(payload)
      return approve(namespace, payload)
    })
    approvals = run.catch(() => undefined)
    return run
  }

  /**
   * Throws what the wallet would answer after the approval, before it is asked for. wallet_sendCalls: the
   * 5700-5760 checks, with the acting account's atomic capability and the batch ids it used, both read from
   * the frame (wallet_getCapabilities, wallet_getCallsStatus). If those reads fail, the secure site still
   * checks before it signs.
   */
  async function refuseEarly(payload: Payload): Promise<void> {
    if (UNSERVED_METHODS.includes(payload.method)) throw new CodedError(SMART_ACCOUNTS_NOT_ENABLED, 4200)
    if (payload.method !== 'wallet_sendCalls' || typeof payload.chainId !== 'number') return
    const read = (method: string, params: unknown[]) => frame().request('RPC_REQUEST', { method, params, chainId: payload.chainId })
    const request = Array.isArray(payload.params) ? (payload.params[0] as { id?: unknown; from?: unknown } | undefined) : undefined
    const hexChain = `0x${payload.chainId.toString(16)}`
    let atomic: boolean
    try {
      const capabilities = (await read('wallet_getCapabilities', typeof request?.from === 'string' ? [request.from] : [])) as Record<string, { atomic?: { status?: string } } | undefined>
      atomic = capabilities[hexChain]?.atomic?.status === 'supported'
    } catch (error) {
      log.warn('wallet_getCapabilities before approval', error)
      return
    }
    const id = typeof request?.id === 'string' ? request.id : undefined
    // A known id has a status; an unknown one is refused with 5730.
    const used = id !== undefined && (await read('wallet_getCallsStatus', [id]).then(() => true, () => false))
    checkSendCalls(request, { caip: `eip155:${payload.chainId}`, atomic, usedIds: { has: () => used } })
  }

  async function approve(namespace: Namespace, payload: Payload): Promise<unknown> {
    const c = frame()
    await c.ready()
    $approval.set({ method: payload.method, namespace })
    if (api.stores.$open.get()) api.router.push(view('ApproveTransaction'))
    else api.open({ view: view('ApproveTransaction') })
    // The person leaving the view (Back, Close, Escape) refuses the request.
    const leave = new AbortController()
    const onTop = () => api.stores.$open.get() && api.router.current().name === 'ApproveTransaction'
    const stopStack = api.stores.$stack.listen(() => !onTop() && leave.abort(userRejected()))
    const stopOpen = api.stores.$open.listen(() => !onTop() && leave.abort(userRejected()))
    let succeeded = false
    try {
      const result = await unwrap(c.request('RPC_REQUEST', payload, { signal: leave.signal }))
      succeeded = true
      return result
    } finally {
      stopStack()
      stopOpen()
      $approval.set(undefined)
      c.transport.show(undefined)
      // SPEC §4: success reads the balance again and pops the view (or closes the modal it opened). After
      // an error the feature that asked pops its transaction first (the kernel's transaction stack:
      // Send goes back to its review); whatever is still on ApproveTransaction then pops, or closes.
      if (succeeded) {
        void api.refreshBalance({ namespace, force: true })
        approved(namespace, payload.method)
        if (onTop()) api.router.goBack()
      } else setTimeout(() => onTop() && api.router.goBack(), 0)
    }
  }

  /** ApproveTransaction puts the frame over its card area (or hides it). */
  function placeFrame(rect: FrameRect | undefined): void {
    currentFrame()?.transport.show(rect && $approval.get() ? rect : undefined)
  }

  return { gatedRequest, placeFrame }
}
