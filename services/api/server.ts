// Runs the API on a Node HTTP server, on 127.0.0.1 unless told otherwise.
import { getRequestListener } from '@hono/node-server'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { closeServer, listen } from '../shared/http-server'
import { createApiApp } from './app'
import type { ChainSource } from './chains/types'
import { loadApiDeps, type LoadApiDepsOptions } from './deps'
import type { SignInService } from './siwx/service'

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  /** Created if missing; route groups that keep state write there. */
  dataDir?: string
  /** Chains to serve balances and history for; each is indexed from block 0 as it runs. */
  chains?: readonly ChainSource[]
  names?: LoadApiDepsOptions['names']
  prices?: LoadApiDepsOptions['prices']
  spam?: LoadApiDepsOptions['spam']
  onramp?: LoadApiDepsOptions['onramp']
  nameZone?: LoadApiDepsOptions['nameZone']
  signIn?: LoadApiDepsOptions['signIn']
  faucet?: LoadApiDepsOptions['faucet']
  log?: LoadApiDepsOptions['log']
  /** The projects served, their origins enforced (see LoadApiDepsOptions.projects); unset serves any project id from any origin. */
  projects?: LoadApiDepsOptions['projects']
  /** Request rate per client address and body size on every route (services/api/middleware/limits.ts). */
  limits?: LoadApiDepsOptions['limits']
}

export interface ApiServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4100 */
  url: string
  port: number
  /**
   * Resolves once the chain (CAIP-2) is indexed through this block (eip155) or slot (solana): its
   * history then lists every transaction mined up to there. For tests and tools that just sent one.
   */
  waitForIndexed(chain: string, position: number | bigint): Promise<void>
  /** The sign-in sessions this API keeps, for a host server in the same process (services/api/siwx/host.ts). */
  signIn: SignInService
  stop(): Promise<void>
}

export async function startApi(o: ApiServerOptions): Promise<ApiServer> {
  const host = o.host ?? '127.0.0.1'
  if (o.dataDir) await mkdir(o.dataDir, { recursive: true })
  const deps = await loadApiDeps({ dataDir: o.dataDir, chains: o.chains, names: o.names, prices: o.prices, spam: o.spam, onramp: o.onramp, nameZone: o.nameZone, signIn: o.signIn, faucet: o.faucet, log: o.log, projects: o.projects, limits: o.limits })
  const indexers = deps.chains.map((chain) => chain.startIndexer(deps.log))
  const shutdown = async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()))
    deps.db.close()
  }
  const server = createServer(getRequestListener(createApiApp(deps).fetch))
  try {
    await listen(server, o.port, host)
    // Balances and history answer from the start with what the chains already hold.
    await Promise.all(indexers.map((indexer) => indexer.synced))
  } catch (error) {
    server.close()
    await shutdown()
    throw error
  }
  // after start, a server error is logged rather than left to crash the process
  server.on('error', (error) => deps.log('server error', error))

  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : o.port
  const urlHost = host.includes(':') ? `[${host}]` : host
  let stopping: Promise<void> | undefined
  const waitForIndexed = (chain: string, position: number | bigint) => {
    const index = deps.chains.findIndex((c) => c.source.caipNetworkId === chain)
    if (index < 0) return Promise.reject(new Error(`The services do not index ${chain}`))
    return indexers[index]!.waitFor(Number(position))
  }
  return { url: `http://${urlHost}:${port}`, port, waitForIndexed, signIn: deps.signIn, stop: () => (stopping ??= closeServer(server).finally(shutdown)) }
}
