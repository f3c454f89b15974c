// The local stack: two anvil chains with the demo tokens, the local Solana runtime, the WalletConnect
// relay, the wallet services API and the demo page; optionally the simulated Bitcoin ledger, the simulated
// Cosmos chain and the local Substrate chain (chopsticks). `npm run demo` (all chains on) and the e2e tests
// (only what they ask for) both start it here.
import { fileURLToPath } from 'node:url'
import { DEMO_ORIGINS, DEMO_PROJECT_ID, DEMO_WALLET_PROJECT_ID, type DevChain } from '../dev/demo-config'
import { declaredRefusals, type ProjectSeed } from '../api/project/config'
import { startApi, type ApiServer } from '../api/server'
import { nodeSignIn } from '../api/siwx/host'
import { startRelay, type RelayOptions, type RunningRelay } from '../relay'
import { startDemoServer, type BuildMode } from './demo-server'
import { startAnvil } from './evm'
import { startLocalSolana, type LocalSolana } from '../solana'
// the optional chains load only when asked for: their SDKs take a while to import
import type { LocalBitcoin } from '../bitcoin'
import type { LocalCosmos } from '../cosmos'
import type { LocalPolkadot } from '../polkadot'
import { portOrFree } from './ports'
import { startTimes, withDeadline, type StartTimes } from './deadline'
import { PART_DEADLINE_MS as MS } from './stack-deadlines'
import { deployLocalContracts, type LocalContracts } from './deploy'
import { fundSolanaTreasury, localOnramp } from './onramp'
import { demoTokenGift, devAddress } from './tokens'
import { devPrivateKey } from './dev-keys'
import type { EmbeddedParts, LocalEmbedded } from './embedded'
import type { LocalSmartAccounts, SmartAccountsOptions } from './smart-accounts'

export interface StackOptions {
  /** Fixed ports; 0 or undefined picks a free one. */
  ports?: { evmA?: number; evmB?: number; demo?: number; solana?: number; relay?: number; api?: number; bitcoin?: number; cosmos?: number; polkadot?: number; secure?: number; smtp?: number; mailbox?: number; oidc?: number; bundler?: number }
  /** The chains beyond EVM and Solana, off unless asked for (chopsticks alone takes seconds to start). */
  chains?: { bitcoin?: boolean; cosmos?: boolean; polkadot?: boolean }
  /**
   * The embedded wallet (e-mail and social sign-in): the secure site, with the SMTP sink and dev
   * mailbox (`email`) and the dev OpenID Connect provider (`social`). Off unless asked for.
   */
  embedded?: EmbeddedParts
  /**
   * ERC-4337: the EntryPoint v0.8 and SimpleAccount1271Factory on both chains, and a real bundler (alto) for
   * the chains that enable smart accounts (default Local A only: Local B then stands for a network
   * without them). Off unless asked for: alto takes seconds to start and ~150 MB of memory.
   */
  smartAccounts?: boolean | SmartAccountsOptions
  mode?: BuildMode
  /** Where the services keep their SQLite file (`npm run demo`: DEFAULT_DATA_DIR); unset keeps it in memory. */
  dataDir?: string
  /** The projects the services (and the relay) serve, origins enforced; default DEMO_PROJECTS (the demo page's and its wallets'). */
  projects?: readonly ProjectSeed[]
  /** A bound on the whole start (each part has its own too), e.g. under a test hook's timeout; none by default. */
  deadlineMs?: number
}

export interface Stack {
  urls: {
    demo: string
    evmA: string
    evmB: string
    solana: string
    solanaWs: string
    relay: string
    api: string
    /** Simulated Bitcoin ledger, Esplora REST base URL. */
    bitcoin?: string
    /** Simulated Cosmos chain, CometBFT RPC. */
    cosmos?: string
    /** Local Substrate chain (chopsticks), WebSocket; polkadotHttp is the same port over HTTP. */
    polkadot?: string
    polkadotHttp?: string
    /** The embedded wallet's secure site (its own origin). */
    secure?: string
    /** The dev mailbox page of the SMTP sink; its JSON API is `${mailbox}/api/messages`. */
    mailbox?: string
    /** The dev OpenID Connect provider (the social sign-in stand-in). */
    oidc?: string
    /** The dev Farcaster approver (a stand-in for the Farcaster app). */
    farcasterApprover?: string
    /** The ERC-4337 bundler of each smart-account-enabled chain, by chain id. */
    bundlers?: Record<number, string>
  }
  dataDir: string | undefined
  chains: DevChain[]
  /** What the stack deployed on each EVM chain (tokens, Uniswap v2, NFTs), by chain id. */
  contracts: Readonly<Record<number, LocalContracts>>
  /** The local Solana runtime: genesis hash, funded dev accounts, demo token. */
  solana: Omit<LocalSolana, 'stop'>
  /** The wallet services API on its own, e.g. to stop it and see the modal cope. */
  api: ApiServer
  /** The WalletConnect relay: stop it and start it again on the same port, as a restarted relay would (its messages are gone). */
  relay: RelayControl
  /** The optional chains that were asked for: funded dev accounts and such. */
  bitcoin?: Omit<LocalBitcoin, 'stop'>
  cosmos?: Omit<LocalCosmos, 'stop'>
  polkadot?: Omit<LocalPolkadot, 'stop'>
  /** The embedded wallet's services, when asked for: the SMTP sink's messages, the dev provider's clients. */
  embedded?: Omit<LocalEmbedded, 'stop'>
  /** ERC-4337, when asked for: EntryPoint and factory addresses, and each bundler behind a stop/start handle. */
  smartAccounts?: Omit<LocalSmartAccounts, 'stop'>
  /** How long each part took to start (ms): evmA, contracts, smartAccounts, api, embedded, demo… (stack-deadlines.ts names them). */
  startMs: Readonly<Partial<Record<string, number>>>
  stop(): Promise<void>
}

export interface RelayControl {
  url: string
  stop(): Promise<void>
  /** Starts a fresh relay on the same port (no-op while one runs). */
  start(): Promise<void>
}

/**
 * The relay behind a handle that can stop it and start another on the same port. It refuses what the
 * services refuse (the same declared projects: unknown ids, unlisted origins), as the cloud relay does,
 * and keeps serving while the API is stopped.
 */
async function controlledRelay(port: number, projects: RelayOptions['projects']): Promise<RelayControl> {
  let current: RunningRelay | undefined = await startRelay({ port, projects })
  const fixedPort = current.port
  const url = current.url
  return {
    url,
    stop: async () => {
      const running = current
      current = undefined
      await running?.stop()
    },
    start: async () => {
      current ??= await startRelay({ port: fixedPort, projects })
    },
  }
}

/** The dev account the faucet pays new embedded wallets from (public dev key). */
export const FAUCET_INDEX = 6

export const CHAIN_A = { id: 31337, name: 'Local A' } as const
export const CHAIN_B = { id: 31338, name: 'Local B' } as const
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/services/', import.meta.url))

/** Names for dev accounts 1-4, so a receiver can be typed as `bob.gw`. */
export const DEV_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  // Account 0 has none, so the demo also shows an account without a name.
  ['bob', 'carol', 'dave', 'erin'].map((name, i) => [`${name}.gw`, devAddress(i + 1)]),
)

/** The demo page's project and its wallets' on every loopback port (SPEC §6 allowlist): any other id or origin is refused. */
export const DEMO_PROJECTS: readonly ProjectSeed[] = [
  { id: DEMO_PROJECT_ID, allowedOrigins: DEMO_ORIGINS },
  { id: DEMO_WALLET_PROJECT_ID, allowedOrigins: DEMO_ORIGINS },
]

export async function startStack(o: StackOptions = {}): Promise<Stack> {
  const times = startTimes()
  const starting = startParts(o, times)
  if (!o.deadlineMs) return starting
  // parts slow but each within its deadline can still add up: this names the ones still starting
  return withDeadline('the local stack', o.deadlineMs, starting, {
    detail: () => `(${times.summary()})`,
    // the rest is not started; what had started is stopped as the start fails (or as it arrives, if it does)
    expired: () => times.abandon(`the local stack passed its ${o.deadlineMs} ms deadline`),
    late: (stack) => stack.stop(),
  })
}

async function startParts(o: StackOptions, times: StartTimes): Promise<Stack> {
  const started: Array<{ stop(): Promise<void> }> = []
  // Stops in reverse start order, each once the later ones are down (the API's indexers stop
  // before the chains they read); every stop runs even if one of them throws.
  const stopAll = async () => {
    const failures: unknown[] = []
    for (const s of started.reverse()) await s.stop().catch((error: unknown) => failures.push(error))
    started.length = 0
    if (failures.length) throw failures[0]
  }
  // Every part runs under its own deadline (stack-deadlines.ts), timed: a hung part fails named instead of holding the caller.
  /** Starts a part that must be stopped, registered for stopping as soon as it runs (stopped if it comes after its deadline). */
  const run = <T extends { stop(): Promise<void> }>(name: keyof typeof MS, start: () => Promise<T>): Promise<T> =>
    times.part(name, MS[name], start, { late: (part) => part.stop() }).then((part) => (started.push(part), part))
  /** A part without anything to stop (a deploy, a transfer). */
  const step = <T>(name: keyof typeof MS, start: () => Promise<T>): Promise<T> => times.part(name, MS[name], start)
  const optional = <T extends { stop(): Promise<void> }>(name: keyof typeof MS, on: boolean | undefined, start: () => Promise<T>): Promise<T | undefined> =>
    on ? run(name, start) : Promise.resolve(undefined)
  // chopsticks takes seconds: it starts first and runs while the rest comes up
  const polkadotStarting = optional('polkadot', o.chains?.polkadot, async () => (await import('../polkadot')).startLocalPolkadot({ port: await portOrFree(o.ports?.polkadot) }))
  polkadotStarting.catch(() => {}) // awaited below; a failure is reported there
  let smartAccountsStarting: Promise<LocalSmartAccounts | undefined> = Promise.resolve(undefined)
  try {
    const [portA, portB, portDemo, portSolana, portApi] = (await step('ports', () =>
      Promise.all([o.ports?.evmA, o.ports?.evmB, o.ports?.demo, o.ports?.solana, o.ports?.api].map(portOrFree)),
    )) as [number, number, number, number, number]
    const chains = await Promise.allSettled([run('evmA', () => startAnvil({ chainId: CHAIN_A.id, port: portA })), run('evmB', () => startAnvil({ chainId: CHAIN_B.id, port: portB }))])
    for (const c of chains) if (c.status === 'rejected') throw c.reason
    const [evmA, evmB] = chains.map((c) => (c as PromiseFulfilledResult<{ url: string }>).value.url) as [string, string]

    const devChains: DevChain[] = [
      { ...CHAIN_A, rpcUrl: evmA },
      { ...CHAIN_B, rpcUrl: evmB },
    ]
    // The bundler takes seconds to start: it comes up while the rest of the stack does.
    smartAccountsStarting = optional('smartAccounts', Boolean(o.smartAccounts), async () =>
      (await import('./smart-accounts')).startSmartAccounts(devChains, { ...(typeof o.smartAccounts === 'object' ? o.smartAccounts : {}), port: o.ports?.bundler }),
    )
    smartAccountsStarting.catch(() => {}) // awaited below; a failure is reported there
    const deployed = await step('contracts', () => Promise.all(devChains.map((chain) => deployLocalContracts(chain.rpcUrl))))
    const contracts = Object.fromEntries(devChains.map((chain, i) => [chain.id, deployed[i]!]))
    const projects = o.projects ?? DEMO_PROJECTS
    const [solana, relay, bitcoin, cosmos] = await Promise.all([
      run('solana', () => startLocalSolana({ port: portSolana })),
      run('relay', () => controlledRelay(o.ports?.relay ?? 0, declaredRefusals(projects))),
      optional('bitcoin', o.chains?.bitcoin, async () => (await import('../bitcoin')).startLocalBitcoin({ port: o.ports?.bitcoin ?? 0 })),
      optional('cosmos', o.chains?.cosmos, async () => (await import('../cosmos')).startLocalCosmos({ port: o.ports?.cosmos ?? 0 })),
    ])
    const polkadot = await polkadotStarting
    const smartAccounts = await smartAccountsStarting
    const bundlerUrl = (chainId: number) => smartAccounts?.bundlers[chainId]?.url

    await step('solanaTreasury', () => fundSolanaTreasury(solana.url))
    const solanaChain = { caipNetworkId: `solana:${solana.genesisHash.slice(0, 32)}`, name: 'Solana Local' }

    const { dataDir } = o
    const solanaNetwork = { caipNetworkId: `solana:${solana.genesisHash.slice(0, 32)}`, rpcUrl: solana.url }
    const api = await run('api', () => startApi({
      port: portApi,
      dataDir,
      names: DEV_NAMES,
      projects,
      // The demo page signs in here (SPEC §4 SIWX); its server reads the same sessions (demo-server.ts).
      // Bitcoin, Polkadot and Cosmos sign-ins are checked without a node: only their chain ids are needed.
      signIn: {
        origins: [`http://127.0.0.1:${portDemo}`],
        chains: [bitcoin?.caip2, cosmos && `cosmos:${cosmos.chainId}`, polkadot && `polkadot:${polkadot.genesisHash.replace(/^0x/, '').slice(0, 32)}`].filter((id): id is string => Boolean(id)),
      },
      // New embedded wallets get dev ETH on both chains and dev SOL (dev account 6 pays; public dev key).
      ...(o.embedded
        ? { faucet: { evm: { privateKey: devPrivateKey(FAUCET_INDEX), chains: devChains.map((c) => ({ caipNetworkId: `eip155:${c.id}`, rpcUrl: c.rpcUrl })), ether: '10' }, solana: { ...solanaNetwork, sol: 10 } } }
        : {}),
      // The demo's spam collection, on each chain: the services' own spam list.
      onramp: localOnramp(devChains.map((chain, i) => ({ ...chain, contracts: deployed[i]! })), solanaChain),
      spam: devChains.flatMap((chain, i) => deployed[i]!.nfts.filter((n) => n.spam).map((n) => `eip155:${chain.id}:${n.address}`)),
      chains: [
        ...devChains.map((chain, i) => ({
          caipNetworkId: `eip155:${chain.id}`,
          name: chain.name,
          rpcUrl: chain.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          swaps: deployed[i]!.swaps,
        })),
        {
          ...solanaChain,
          rpcUrl: solana.url,
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          tokens: [{ address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals }],
        },
      ],
    }))

    const embedded = await optional('embedded', Boolean(o.embedded), async () =>
      (await import('./embedded')).startEmbedded({
        parts: o.embedded ?? {},
        ports: { secure: o.ports?.secure, smtp: o.ports?.smtp, mailbox: o.ports?.mailbox, oidc: o.ports?.oidc },
        hostOrigins: [`http://127.0.0.1:${portDemo}`],
        chains: [
          ...devChains.map((c) => ({ caipNetworkId: `eip155:${c.id}`, rpcUrl: c.rpcUrl, name: c.name, ...(bundlerUrl(c.id) ? { bundlerUrl: bundlerUrl(c.id) } : {}) })),
          { ...solanaNetwork, name: 'Solana Local' },
        ],
        apiUrl: api.url,
        projectId: 'gangway-demo',
        dataDir,
        ...(smartAccounts ? { giftTokens: demoTokenGift(devChains[0]!.rpcUrl, deployed[0]!.tokens) } : {}),
      }),
    )

    const solanaConfig = { rpcUrl: solana.url, wsUrl: solana.wsUrl, genesisHash: solana.genesisHash, token: solana.token }
    const demo = await run('demo', () => startDemoServer({
      port: portDemo,
      config: {
        chains: devChains,
        apiUrl: api.url,
        relayUrl: relay.url,
        solana: solanaConfig,
        ...(bitcoin ? { bitcoin: { esploraUrl: bitcoin.url, caip2: bitcoin.caip2 } } : {}),
        ...(cosmos ? { cosmos: { rpcUrl: cosmos.url, chainId: cosmos.chainId, prefix: cosmos.prefix, denom: cosmos.denom } } : {}),
        ...(polkadot ? { polkadot: { wsUrl: polkadot.url, httpUrl: polkadot.httpUrl, genesisHash: polkadot.genesisHash } } : {}),
        ...(embedded ? { embedded: { secureSiteUrl: embedded.secure.url, mailboxUrl: embedded.mail?.url, oidcUrl: embedded.oidc?.issuer, farcasterApproverUrl: embedded.farcasterApproverUrl } } : {}),
      },
      mode: o.mode,
      signIn: nodeSignIn(api.signIn),
    }))

    let stopping: Promise<void> | undefined
    const { stop: _stop, ...solanaInfo } = solana
    const info = <T extends { stop(): Promise<void> }>(part: T | undefined): Omit<T, 'stop'> | undefined => {
      if (!part) return undefined
      const { stop: _, ...rest } = part
      return rest
    }
    return {
      urls: {
        demo: demo.url,
        evmA,
        evmB,
        solana: solana.url,
        solanaWs: solana.wsUrl,
        relay: relay.url,
        api: api.url,
        ...(bitcoin ? { bitcoin: bitcoin.url } : {}),
        ...(cosmos ? { cosmos: cosmos.url } : {}),
        ...(polkadot ? { polkadot: polkadot.url, polkadotHttp: polkadot.httpUrl } : {}),
        ...(smartAccounts ? { bundlers: Object.fromEntries(Object.values(smartAccounts.bundlers).map((b) => [b.chainId, b.url])) } : {}),
        ...(embedded ? { secure: embedded.secure.url, farcasterApprover: embedded.farcasterApproverUrl, ...(embedded.mail ? { mailbox: embedded.mail.url } : {}), ...(embedded.oidc ? { oidc: embedded.oidc.issuer } : {}) } : {}),
      },
      dataDir,
      chains: devChains,
      contracts,
      solana: solanaInfo,
      api,
      relay,
      bitcoin: info(bitcoin),
      cosmos: info(cosmos),
      polkadot: info(polkadot),
      embedded: info(embedded),
      smartAccounts: info(smartAccounts),
      startMs: times.ms,
      stop: () => (stopping ??= stopAll()),
    }
  } catch (error) {
    await smartAccountsStarting.catch(() => {}) // stopAll stops it too
    await polkadotStarting.catch(() => {}) // let it finish starting (or failing) so stopAll stops it too
    await stopAll().catch(() => {}) // the start error is the one worth reporting
    // which part failed is in the error; what had started, and how long each took, helps see why
    throw new Error(`the local stack did not start: ${error instanceof Error ? error.message : String(error)}\n(${times.summary()})`, { cause: error })
  }
}
