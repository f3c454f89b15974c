// EIP-5792 through the modal (loaded on the first wallet_getCapabilities, wallet_sendCalls or
// wallet_getCallsStatus). A wallet that has these methods answers them itself, and its answers come
// back unchanged. A wallet without them (its WalletConnect session did not approve the method, or it
// answers 4200 / -32601) gets the calls one by one with eth_sendTransaction, only where the host
// allows it (`eip155({ sendCallsFallback: true })`); the modal remembers the batch (across a reload
// too) and answers wallet_getCallsStatus from the receipts (./calls-status). Otherwise the EIP-5792
// errors (SPEC §8 5700–5760) say why.
import { errorCode, isStringArray, rpc, type KernelContext, type RpcMethodClasses } from 'gangway'
import { statusOf, type Batch } from './calls-status'

type Call = Parameters<NonNullable<RpcMethodClasses['handle']>>[0]

/** EIP-5792's errors, with the meaning it gives each code (kernel/describe-error.ts holds the readable texts). */
const meanings = {
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate id',
  5730: 'Unknown bundle id',
  5760: 'Atomicity not supported',
} as const
/** A wallet error as EIP-1193 shapes it: an Error with a numeric code. */
const walletError = (message: string, code: number) => Object.assign(new Error(message), { code })
export const callsError = (code: keyof typeof meanings, detail: string) => walletError(`${meanings[code]}: ${detail}`, code)

/** A wallet's "I do not have this method": EIP-1193's 4200, JSON-RPC's -32601 and -32004. */
const NOT_SUPPORTED = [4200, -32601, -32004]

/**
 * Each modal's one-by-one batches, by id. They are stored too (the last KEPT_BATCHES), so a dapp that
 * reloads can still ask for a batch's status; calls not yet sent when the page went are never sent
 * (the page that sent them one by one is gone): that batch reads as stopped.
 */
const memory = new WeakMap<KernelContext, Map<string, Batch>>()
const STORED_BATCHES = 'eip155_calls_batches'
const KEPT_BATCHES = 50

type StoredBatch = Omit<Batch, 'network'> & { caipNetworkId: string }
const isStoredBatches = (v: unknown): v is StoredBatch[] =>
  Array.isArray(v) &&
  v.every(
    (b) =>
      isRecord(b) &&
      typeof b.id === 'string' &&
      typeof b.chainId === 'string' &&
      typeof b.caipNetworkId === 'string' &&
      typeof b.total === 'number' &&
      isStringArray(b.hashes) &&
      (b.stopped === undefined || typeof b.stopped === 'boolean'),
  )

function batchesOf(ctx: KernelContext): Map<string, Batch> {
  let batches = memory.get(ctx)
  if (batches) return batches
  batches = new Map()
  for (const { caipNetworkId, ...stored } of ctx.storage.get(STORED_BATCHES, isStoredBatches) ?? []) {
    const network = ctx.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (network) batches.set(stored.id, { ...stored, network, stopped: stored.stopped || stored.hashes.length < stored.total || undefined })
  }
  memory.set(ctx, batches)
  return batches
}

function saveBatches(ctx: KernelContext): void {
  const kept = [...batchesOf(ctx).values()].slice(-KEPT_BATCHES)
  ctx.storage.set(
    STORED_BATCHES,
    kept.map(({ network, ...batch }): StoredBatch => ({ ...batch, caipNetworkId: network.caipNetworkId })),
  )
}

const hexChain = (caip: string | undefined) => `0x${Number(caip?.split(':')[1]).toString(16)}`
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const firstParam = (args: Call['args']): unknown => (Array.isArray(args.params) ? args.params[0] : undefined)

export async function handleCalls(call: Call, fallback: boolean): Promise<unknown> {
  const { ctx, session, args } = call
  if (args.method === 'wallet_getCallsStatus') {
    const id = firstParam(args)
    const batch = typeof id === 'string' ? batchesOf(ctx).get(id) : undefined
    if (batch) return statusOf(ctx, batch)
  }
  let missing: unknown = walletError(`The wallet did not approve ${args.method} in this session`, 4200)
  if (!session.methods || session.methods.includes(args.method)) {
    try {
      return await session.request!(args)
    } catch (error) {
      if (!NOT_SUPPORTED.includes(errorCode(error) ?? 0)) throw error
      missing = error
    }
  }
  // The wallet has no EIP-5792.
  if (args.method === 'wallet_getCallsStatus') throw callsError(5730, String(firstParam(args)).slice(0, 66))
  if (args.method === 'wallet_sendCalls') return sendOneByOne(call, fallback)
  if (!fallback) throw missing
  // wallet_getCapabilities: calls can be sent, never atomically.
  const asked = Array.isArray(args.params) && Array.isArray(args.params[1]) ? (args.params[1] as unknown[]) : [hexChain(session.chainId)]
  return Object.fromEntries(asked.filter((id): id is string => typeof id === 'string').map((id) => [id, { atomic: { status: 'unsupported' } }]))
}

/** A capability the request needs (not marked optional): this way of sending has none. */
const needsCapability = (value: unknown): string | undefined =>
  isRecord(value) ? Object.entries(value).find(([, c]) => !(isRecord(c) && c.optional === true))?.[0] : undefined

async function sendOneByOne(call: Call, fallback: boolean): Promise<{ id: string }> {
  const { ctx, session, args, network } = call
  const request = firstParam(args)
  if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0 || !request.calls.every(isRecord)) {
    throw walletError('wallet_sendCalls needs { calls: [{ to, data?, value? }, …] }', -32602)
  }
  const calls = request.calls as Array<Record<string, unknown>>
  // EIP-5792: atomicity is refused before anything is sent.
  if (request.atomicRequired === true) throw callsError(5760, 'the wallet sends calls one by one')
  if (!fallback) throw callsError(5700, 'the wallet cannot send a batch of calls, and this site does not send them one by one')
  const chainId = hexChain(session.chainId)
  if (request.chainId !== undefined && Number(request.chainId) !== Number(chainId)) throw callsError(5710, `${String(request.chainId)}: the wallet is on ${chainId}`)
  if (!network) throw callsError(5710, `${chainId} is not one of this site's networks`)
  const capability = needsCapability(request.capabilities) ?? calls.map((c) => needsCapability(c.capabilities)).find(Boolean)
  if (capability) throw callsError(5700, capability)
  const batches = batchesOf(ctx)
  const id = typeof request.id === 'string' ? request.id : randomId()
  if (batches.has(id)) throw callsError(5720, id.slice(0, 66))
  const from = typeof request.from === 'string' ? request.from : session.accounts[0]?.address
  const send = (c: Record<string, unknown>) =>
    session.request!({ method: 'eth_sendTransaction', params: [{ from, to: c.to, data: c.data, value: c.value }] }) as Promise<string>

  // The first call goes out before the answer: refused there, nothing was sent and the request fails.
  const batch: Batch = { id, chainId, network, total: calls.length, hashes: [await send(calls[0]!)] }
  batches.set(id, batch)
  saveBatches(ctx)
  const stop = () => ((batch.stopped = true), saveBatches(ctx))
  void (async () => {
    for (const next of calls.slice(1)) {
      // Each call waits for the one before it to land: after a revert nothing further is sent.
      const landed = await receiptOf(ctx, batch, batch.hashes.at(-1)!)
      if (landed !== '0x1') return stop()
      batch.hashes.push(await send(next))
      saveBatches(ctx)
    }
  })().catch((error: unknown) => {
    // A later call refused in the wallet or failed there: the batch stops, its status says so.
    ctx.log.warn('wallet_sendCalls: a call of the batch was not sent', error)
    stop()
  })
  return { id }
}

const RECEIPT_POLL_MS = 500
/** How long a call may take to land before the rest of its batch is given up (as a send waits, ./transfers). */
const LAND_TIMEOUT_MS = 120_000

/** The receipt's status once the transaction landed (polled); undefined when it did not land in time. */
async function receiptOf(ctx: KernelContext, batch: Batch, hash: string): Promise<string | undefined> {
  for (const deadline = Date.now() + LAND_TIMEOUT_MS; Date.now() < deadline; ) {
    const receipt = await rpc<{ status?: string } | null>(ctx, batch.network, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt.status
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  return undefined
}

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32))
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}
