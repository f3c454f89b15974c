// Free TCP ports on 127.0.0.1, so tests can run beside `npm run demo` (and beside each other) without
// clashing. A port is found by binding it and letting go, so there is a moment before its owner
// binds it again. Ports the OS hands out for port 0 come from the ephemeral range, which every
// outgoing connection also draws from: one could take the port in that moment (an EADDRINUSE seen
// with several stacks running). So ports are drawn at random from below that range instead, and one
// process never hands out the same port twice.
import { createServer } from 'node:net'

/** Below Linux's ephemeral range (32768–60999), above the ports services usually take. */
const FIRST = 20_000
const LAST = 32_767
const handedOut = new Set<number>()

const canBind = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** A port that is free right now and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1))
    if (handedOut.has(port)) continue
    handedOut.add(port)
    if (await canBind(port)) return port
  }
  throw new Error(`Could not find a free port between ${FIRST} and ${LAST}`)
}

/** 0 or undefined means "any free port". */
export const portOrFree = async (port: number | undefined): Promise<number> => (port ? port : freePort())
