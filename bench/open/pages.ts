// The pages bench/open loads: the React-only control with its own wallet list, the minimal EVM
// host, and a host with every plugin installed, its services answering as a project's would (the
// local API). Each is built once and served on 127.0.0.1.
import { fileURLToPath } from 'node:url'
import { buildHost, hostPath, type HostBuild } from '../size/build'
import { startApi } from '../../services/api/server'
import { serveHost } from './serve'

export interface BenchHost {
  name: string
  label: string
  /** The button a person clicks to open the wallet list. */
  button: string
  /** Its project's services answer at /services/ on its origin: the local API (services/api), in this process. */
  services?: boolean
}

export const control: BenchHost = { name: 'react-wallet-list', label: 'React only', button: 'button' }
const allHosts: BenchHost[] = [
  { name: 'evm-minimal', label: 'minimal EVM', button: '[data-testid="connect-button"]' },
  { name: 'all-plugins', label: 'all plugins', button: '[data-testid="connect-button"]', services: true },
]
/** HOSTS=evm-minimal,… measures only those (beside the control). */
export const hosts = process.env.HOSTS ? allHosts.filter((h) => process.env.HOSTS!.split(',').includes(h.name)) : allHosts

const openHostPath = (name: string) => fileURLToPath(new URL(`./hosts/${name}.tsx`, import.meta.url))
export const benchHostPath = (name: string) => (['react-wallet-list', 'all-plugins'].includes(name) ? openHostPath(name) : hostPath(name))

export interface ServedHost {
  build: HostBuild
  url: string
  close(): Promise<void>
}

export async function serveBenchHost(host: BenchHost, o: { minify?: boolean } = {}): Promise<ServedHost> {
  const build = await buildHost(benchHostPath(host.name), o)
  // The catalogue of 550 wallets, the SPEC's default project config, analytics kept in memory.
  const api = host.services ? await startApi({ port: 0, log: () => {} }) : undefined
  const server = await serveHost(build.chunks, { services: api?.url })
  return { build, url: server.url, close: async () => (await server.close(), await api?.stop()) }
}
