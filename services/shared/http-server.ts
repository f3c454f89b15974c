// Starting and stopping a node HTTP server as the services do: listen resolves once bound (or rejects
// with the bind error), close also drops the idle keep-alive sockets that would hold it open.
import type { Server } from 'node:http'

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections() // keep-alive sockets would otherwise hold close() open
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}
