// Sending on a Substrate chain (loaded on the first send): balances.transferKeepAlive, signed by the
// wallet through polkadot_signTransaction (WalletConnect's shape, which the extension session answers
// too), submitted by @polkadot/api. The hash is known once signed; inclusion in a block (or the
// chain's dispatch error) settles `confirm`. Exact in planck.
import type { SubmittableResult } from '@polkadot/api'
import type { Signer, SignerResult } from '@polkadot/types/types'
import { gangwayError, type KernelContext, type NamespaceTransfers, type WalletSession } from 'gangway'
import { apiFor } from './chain'

export const CONFIRM_TIMEOUT_MS = 120_000

/** Extrinsics sent from this modal, by hash: settled when the chain included them (or refused them). */
const sent = new WeakMap<KernelContext, Map<string, Promise<void>>>()
const sentBy = (ctx: KernelContext) => {
  let byHash = sent.get(ctx)
  if (!byHash) sent.set(ctx, (byHash = new Map()))
  return byHash
}

/** A @polkadot/api Signer over the session's polkadot_signTransaction. */
function sessionSigner(session: WalletSession, address: string): Signer {
  let id = 0
  return {
    signPayload: async (payload): Promise<SignerResult> => {
      const { signature } = (await session.request!({ method: 'polkadot_signTransaction', params: { address, transactionPayload: payload } })) as { signature: `0x${string}` }
      return { id: ++id, signature }
    },
  }
}

export const polkadotTransfers: NamespaceTransfers = {
  async send(ctx, session, r) {
    if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
    if (r.token) throw gangwayError('UNSUPPORTED_CHAIN')
    const api = await apiFor(ctx, r.network)
    const tx = api.tx.balances!.transferKeepAlive!(r.to, r.amount)
    let settle!: { resolve(): void; reject(error: Error): void }
    const included = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
    included.catch(() => {}) // read by confirm; a send nobody confirms must not be an unhandled rejection
    let stop: (() => void) | undefined
    let done = false
    stop = await tx.signAndSend(r.from, { signer: sessionSigner(session, r.from) }, (result: SubmittableResult) => {
      if (result.dispatchError) {
        const { dispatchError } = result
        const meta = dispatchError.isModule ? api.registry.findMetaError(dispatchError.asModule) : undefined
        settle.reject(new Error(meta ? `${meta.section}.${meta.name}: ${meta.docs.join(' ')}` : dispatchError.toString()))
      } else if (result.status.isInBlock || result.status.isFinalized) settle.resolve()
      else if (result.status.isDropped || result.status.isInvalid || result.status.isUsurped) settle.reject(new Error(`Transaction ${result.status.type}`))
      if (result.isCompleted || result.isError) {
        done = true
        stop?.()
      }
    })
    // the chain may have answered before the subscription handle arrived
    if (done) stop()
    const hash = tx.hash.toHex()
    sentBy(ctx).set(hash, included)
    return hash
  },
  async confirm(ctx, _network, hash) {
    const included = sentBy(ctx).get(hash)
    if (!included) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(gangwayError('REQUEST_TIMEOUT')), CONFIRM_TIMEOUT_MS)))
    try {
      await Promise.race([included, timeout])
    } finally {
      clearTimeout(timer)
      sentBy(ctx).delete(hash)
    }
  },
  async feeReserve(ctx, network) {
    // keep-alive: the existential deposit stays, plus twice a transfer's fee
    const api = await apiFor(ctx, network)
    const nobody = api.registry.createType('AccountId', new Uint8Array(32)).toString()
    const { partialFee } = await api.tx.balances!.transferKeepAlive!(nobody, 1n).paymentInfo(nobody)
    const existentialDeposit = (api.consts.balances!.existentialDeposit as unknown as { toBigInt(): bigint }).toBigInt()
    return existentialDeposit + partialFee.toBigInt() * 2n
  },
}
