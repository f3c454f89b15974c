// Pings every socket on an interval. The node client drops its socket when no ping arrives for
// 35 s (relayer heartBeatTimeout), and a socket that missed a whole interval without a pong is dead.
import type { WebSocket } from 'ws'

export function startHeartbeat(
  sockets: () => Iterable<WebSocket>,
  intervalMs: number,
  onDead: (socket: WebSocket) => void,
): { track(socket: WebSocket): void; stop(): void } {
  const alive = new WeakMap<WebSocket, boolean>()
  const timer = setInterval(() => {
    for (const socket of sockets()) {
      if (alive.get(socket) === false) {
        onDead(socket)
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      try {
        socket.ping()
      } catch {
        // a socket closing under us is dealt with by its close event
      }
    }
  }, intervalMs)
  timer.unref() // the server keeps the process alive, not this timer

  return {
    track(socket) {
      alive.set(socket, true)
      socket.on('pong', () => alive.set(socket, true))
    },
    stop: () => clearInterval(timer),
  }
}
