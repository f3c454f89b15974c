// Free TCP ports on 127.0.0.1, so tests can run beside `npm run demo` without clashing.
import { createServer } from 'node:net'

/** Asks the OS for a port that is free right now (there is a short race until the caller binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('Could not read a free port'))))
    })
  })
}

/** 0 or undefined means "any free port". */
export const portOrFree = async (port: number | undefined): Promise<number> => (port ? port : freePort())
