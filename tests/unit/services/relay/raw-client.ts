// A bare relay client for protocol tests: signs its own relay-auth JWT, sends JSON-RPC frames,
// collects what the relay pushes, and acks irn_subscription like the real clients do.
import { generateKeyPair, signJWT, type Keypair } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export interface Pushed {
  id: number
  method: string
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

export interface RpcReply {
  id: unknown
  jsonrpc: '2.0'
  result?: unknown
  error?: { code: number; message: string }
}

export interface RawClient {
  socket: WebSocket
  pushed: Pushed[]
  call(method: string, params?: unknown): Promise<RpcReply>
  /** Sends a raw frame and resolves with the next reply that is not a push. */
  sendRaw(frame: string | Buffer): Promise<RpcReply>
  /** Resolves once `count` pushes have arrived (or after `ms`, with what arrived). */
  waitForPushes(count: number, ms?: number): Promise<Pushed[]>
  close(): Promise<void>
}

let nextId = 1

export async function authUrl(relayUrl: string, o: { aud?: string; ttl?: number; keyPair?: Keypair } = {}): Promise<string> {
  const jwt = await signJWT('test-sub', o.aud ?? relayUrl, o.ttl ?? 3600, o.keyPair ?? generateKeyPair())
  return `${relayUrl}?auth=${jwt}&projectId=test&ua=wc-2/test`
}

export interface RawOptions {
  /** Answer irn_subscription with result: true (default), like the SDK. */
  ack?: boolean
  autoPong?: boolean
  /** The client's identity; reuse it to reconnect as the same client. */
  keyPair?: Keypair
}

export async function connectRaw(relayUrl: string, o: RawOptions = {}): Promise<RawClient> {
  const socket = new WebSocket(await authUrl(relayUrl, { keyPair: o.keyPair }), { autoPong: o.autoPong ?? true })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const pushed: Pushed[] = []
  const replies: RpcReply[] = []
  const replyWaiters: Array<(r: RpcReply) => void> = []
  const pushWaiters: Array<() => void> = []

  socket.on('message', (data) => {
    const msg = JSON.parse(String(data)) as RpcReply & Partial<Pushed>
    if (typeof msg.method === 'string') {
      pushed.push(msg as Pushed)
      if (o.ack !== false) socket.send(JSON.stringify({ id: msg.id, jsonrpc: '2.0', result: true }))
      for (const w of pushWaiters.splice(0)) w()
      return
    }
    const waiter = replyWaiters.shift()
    if (waiter) waiter(msg)
    else replies.push(msg)
  })

  const nextReply = () =>
    new Promise<RpcReply>((resolve) => {
      const ready = replies.shift()
      if (ready) resolve(ready)
      else replyWaiters.push(resolve)
    })

  return {
    socket,
    pushed,
    sendRaw(frame) {
      socket.send(frame)
      return nextReply()
    },
    call(method, params) {
      socket.send(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params }))
      return nextReply()
    },
    async waitForPushes(count, ms = 2000) {
      const deadline = Date.now() + ms
      while (pushed.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, deadline - Date.now())
          pushWaiters.push(() => {
            clearTimeout(t)
            resolve()
          })
        })
      }
      return pushed
    },
    close() {
      return new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}

/** A 64-hex topic like the clients use. */
export function randomTopic(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}
