// The WalletConnect v2 relay on a local port: HTTP server for the upgrade (auth happens there),
// `ws` for the sockets, and the timers that ping sockets and prune expired messages.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import type { Duplex } from 'node:stream'
import { WebSocketServer, WebSocket, type RawData } from 'ws'
import type { ProjectRegistry } from '../api/project/config'
import { authenticate } from './auth'
import { handleFrame } from './dispatch'
import { startHeartbeat } from './heartbeat'
import { DEFAULT_RELAY_LIMITS, Relay, type RelayLimits } from './relay'
import type { Peer } from './subscriptions'

export interface RelayOptions {
  /** 0 picks a free port. */
  port: number
  /** Bind address; default 127.0.0.1. */
  host?: string
  log?: (...args: unknown[]) => void
  /** How often expired messages are dropped (they are never delivered once expired either way). Default 30 s. */
  pruneIntervalMs?: number
  /** Clock for message TTLs, so tests can expire messages without waiting. */
  now?: () => number
  /** Per socket: topics subscribed at once, characters per message, bytes per frame. Unset fields keep the defaults. */
  limits?: Partial<RelayLimits & { maxFrameBytes: number }>
  /**
   * The projects the services declare (as the API enforces them): an unknown project id and a page origin
   * its project does not list are refused as the cloud relay refuses them. Unset: any id, any origin.
   */
  projects?: Pick<ProjectRegistry, 'refusal'>
}

export interface RunningRelay {
  /** ws://127.0.0.1:PORT, the relayUrl to give the clients. */
  url: string
  port: number
  stop(): Promise<void>
}

/** A frame bigger than this closes the socket (ws answers 1009); a batch of encrypted envelopes is far below. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024
/** SPEC §9 "Relay heartbeat 5 s": every socket is pinged this often; one silent for a whole beat is terminated. */
const HEARTBEAT_MS = 5_000
/** The cloud relay's close code for an unauthorized client; @walletconnect/jsonrpc-provider reports it as an error. */
const REFUSED_CLOSE_CODE = 3000
/** How long stop() waits for close handshakes before cutting sockets. */
const CLOSE_GRACE_MS = 500

export async function startRelay(o: RelayOptions): Promise<RunningRelay> {
  const host = o.host ?? '127.0.0.1'
  const log = o.log ?? (() => {})
  const { maxFrameBytes = MAX_FRAME_BYTES, ...limits } = o.limits ?? {}
  const relay = new Relay(o.now, log, { ...DEFAULT_RELAY_LIMITS, ...limits })
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  let port = o.port
  let stopping = false
  let socketCount = 0

  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      return
    }
    res.writeHead(426, { 'content-type': 'text/plain' }).end('WalletConnect relay: connect with a WebSocket\n')
  })

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {}) // a client vanishing mid-handshake is not the relay's problem
    if (stopping) return refuse(socket, 503, 'relay stopping')
    const url = new URL(req.url ?? '/', 'ws://relay.invalid')
    authenticate(url, { port, hosts: ownHosts(host) }, { origin: req.headers.origin, projects: o.projects, nowMs: o.now?.() })
      .then((auth) => {
        if (!auth.ok) {
          log(`relay: refused a connection: ${auth.reason}`)
          // The cloud relay opens the socket of a client that asks for close events (2.x clients do)
          // and tells it why there; the client only reads a close reason, never an HTTP body.
          if (auth.said && url.searchParams.get('useOnCloseEvent') === 'true' && !stopping) {
            const said = auth.said
            return wss.handleUpgrade(req, socket, head, (ws) => closeRefused(ws, said))
          }
          return refuse(socket, 401, auth.said ?? auth.reason)
        }
        if (stopping) return refuse(socket, 503, 'relay stopping')
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, auth.clientId, auth.projectId))
      })
      .catch((error: unknown) => {
        log('relay: upgrade failed', error)
        refuse(socket, 500, 'internal error')
      })
  })

  const heartbeat = startHeartbeat(
    () => wss.clients,
    HEARTBEAT_MS,
    () => log('relay: a socket stopped answering pings; terminated'),
  )
  const pruneTimer = setInterval(() => relay.prune(), o.pruneIntervalMs ?? 30_000)
  pruneTimer.unref()

  function onConnection(ws: WebSocket, clientId: string, projectId: string | undefined): void {
    const peer: Peer = {
      clientId,
      label: `${clientId.slice(-6)}#${++socketCount}`,
      send: (frame) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(frame)
      },
    }
    heartbeat.track(ws)
    log(`relay: ${peer.label} connected${projectId ? ` (project ${projectId})` : ''}`)
    ws.on('message', (data: RawData) => handleFrame(relay, peer, rawText(data), log))
    ws.on('error', (error) => log(`relay: ${peer.label} socket error`, error))
    ws.on('close', (code) => {
      relay.disconnect(peer)
      log(`relay: ${peer.label} closed (${code})`)
    })
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(o.port, host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  port = (http.address() as AddressInfo).port
  const url = `ws://${urlHost(host)}:${port}`
  log(`relay: listening on ${url}`)

  let stopped: Promise<void> | undefined
  const stop = async () => {
    stopping = true
    heartbeat.stop()
    clearInterval(pruneTimer)
    await closeSockets([...wss.clients])
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    http.closeAllConnections()
    await new Promise<void>((resolve) => http.close(() => resolve()))
    log('relay: stopped')
  }
  return { url, port, stop: () => (stopped ??= stop()) }
}

/** 1001 "going away" lets clients reconnect later; the rest is cut after a short grace. */
async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve()
          const timer = setTimeout(() => {
            ws.terminate()
            resolve()
          }, CLOSE_GRACE_MS)
          ws.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
          ws.close(1001, 'relay stopping')
        }),
    ),
  )
}

/** How the cloud relay refuses an open socket: a JSON-RPC error with id 0, then close code 3000 with the same words. */
function closeRefused(ws: WebSocket, said: string): void {
  ws.send(JSON.stringify({ id: 0, jsonrpc: '2.0', error: { code: REFUSED_CLOSE_CODE, message: said } }))
  ws.close(REFUSED_CLOSE_CODE, said)
}

function refuse(socket: Duplex, status: 401 | 500 | 503, reason: string): void {
  const text = { 401: 'Unauthorized', 500: 'Internal Server Error', 503: 'Service Unavailable' }[status]
  const body = `${reason}\n`
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

/** Names a client may have put in its JWT's aud for this relay. */
function ownHosts(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host]
  // Bound to every interface: any local address is a valid way in.
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address))
  return [host, ...addresses]
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
