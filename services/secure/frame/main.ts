// The secure frame: the page the modal loads, hidden, from the secure site's origin. It answers the
// modal's messages (plugins/auth-embedded/protocol.ts) and nobody else's: a message counts only when
// it comes from the parent window and from the host origin the frame was served for, and every reply
// is posted to that origin alone. It holds the session token; keys stay on the server.
import { frameReply, parseAppRequest, requestProblem, SMART_ACCOUNTS_NOT_ENABLED, UNSERVED_METHODS, type ConnectedUser, type RequestPayload, type RequestType } from '../../../plugins/auth-embedded/protocol'
import { acceptsMessage, embeddedBy } from './accept'
import { ApiError, createApi } from './api'
import { requestApproval } from './approval'
import { FRAME_CONFIG_ID, type FrameConfig } from './config'

const config = JSON.parse(document.getElementById(FRAME_CONFIG_ID)?.textContent ?? '{}') as FrameConfig
const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
const embeddedByHost = embeddedBy({ self: window, parent: window.parent, ancestors, host: config.host })

interface SessionUser {
  email: string | null
  username: string | null
  login: string
  addresses: { eip155: string; solana: string }
}

const SOCIAL_FLOWS_KEY = 'gangway-social-flows'
const APPROVAL = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']

const post = (message: unknown) => window.parent.postMessage(message, config.host)
const api = createApi(config, () => post(frameReply.signedOut()))
const fail = (message: string, code?: number) => Object.assign(new Error(message), { code })

const state = {
  emailFlow: undefined as string | undefined,
  updateFlow: undefined as string | undefined,
  farcaster: undefined as { channel: string; flow: string } | undefined,
  /** The chain of each namespace the modal last switched to. */
  chains: {} as Record<string, string>,
  active: undefined as string | undefined,
  appName: undefined as string | undefined,
  /** SPEC §4: the eip155 account type the modal asked for (its stored preference or the default). */
  preferred: undefined as 'eoa' | 'smartAccount' | undefined,
}
for (const chain of config.chains) state.chains[chain.split(':')[0]!] ??= chain
state.active = config.chains[0]

/** A chain id as the modal sends it (a number on eip155, CAIP-2 otherwise) as CAIP-2. */
const toCaip = (chainId: number | string): string => (typeof chainId === 'number' ? `eip155:${chainId}` : /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId)
const fromCaip = (caip: string): number | string => (caip.startsWith('eip155:') ? Number(caip.slice(7)) : caip)
const namespaceOf = (caip: string) => caip.split(':')[0] as 'eip155' | 'solana'

function useChain(chainId: number | string | undefined): string {
  const caip = chainId === undefined ? (state.active ?? config.chains[0]!) : toCaip(chainId)
  if (!config.chains.includes(caip)) throw fail(`Chain ${caip} is not supported by the embedded wallet`, 4902)
  state.chains[namespaceOf(caip)] = caip
  state.active = caip
  return caip
}

const user = () => api.call<SessionUser>('/api/session/user', {}, { auth: true })

const smartAccountsOn = (caip: string) => caip.startsWith('eip155:') && config.smartAccountChains.includes(Number(caip.slice(7)))
const smartAccountOf = (caip: string) => api.call<{ address: string; isDeployed: boolean }>('/api/wallet/smart-account', { chainId: caip }, { auth: true })
/** Which account acts on `caip`: the smart account where it is enabled and preferred, else the EOA. */
const accountKind = (caip: string): 'eoa' | 'smartAccount' => (smartAccountsOn(caip) && (state.preferred ?? 'smartAccount') === 'smartAccount' ? 'smartAccount' : 'eoa')
async function activeAddress(u: SessionUser, caip: string): Promise<string> {
  return accountKind(caip) === 'smartAccount' ? (await smartAccountOf(caip)).address : u.addresses[namespaceOf(caip)]
}

/**
 * SPEC §3 connected user payload. On a smart-account network both eip155 accounts are listed, the
 * preferred one first; elsewhere the EOA alone, with eoa as the type (SPEC §4 fallback).
 */
async function connectedUser(u: SessionUser, caip: string, preferred?: 'eoa' | 'smartAccount'): Promise<ConnectedUser> {
  // the preference is the eip155 account's: a Solana session's 'eoa' says nothing about it
  if (preferred && namespaceOf(caip) === 'eip155') state.preferred = preferred
  const eoa = u.addresses[namespaceOf(caip)]
  const base = { email: u.email, chainId: fromCaip(caip), userName: u.username, socialProvider: u.login === 'email' ? null : (u.login as ConnectedUser['socialProvider']) }
  if (!smartAccountsOn(caip)) return { ...base, address: eoa, accounts: [{ address: eoa, type: 'eoa' }], preferredAccountType: 'eoa' }
  const smart = await smartAccountOf(caip)
  const kind = accountKind(caip)
  const accounts: ConnectedUser['accounts'] = [
    { address: smart.address, type: 'smartAccount' },
    { address: eoa, type: 'eoa' },
  ]
  if (kind === 'eoa') accounts.reverse()
  return { ...base, address: accounts[0]!.address, accounts, preferredAccountType: kind, smartAccountDeployed: smart.isDeployed }
}

function socialFlows(): Record<string, { flow: string; expires: number }> {
  try {
    const all = JSON.parse(localStorage.getItem(SOCIAL_FLOWS_KEY) ?? '{}') as Record<string, { flow: string; expires: number }>
    return Object.fromEntries(Object.entries(all).filter(([, f]) => f.expires > Date.now()))
  } catch {
    return {}
  }
}
const saveSocialFlows = (flows: Record<string, { flow: string; expires: number }>) => {
  try {
    localStorage.setItem(SOCIAL_FLOWS_KEY, JSON.stringify(flows))
  } catch {
    // storage blocked: a Telegram redirect cannot finish, a popup still does (this page stays)
  }
}
const memoryFlows: Record<string, { flow: string; expires: number }> = {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function rpc(p: RequestPayload<'RPC_REQUEST'>): Promise<unknown> {
  const caip = useChain(p.chainId)
  const { method, params } = p
  if (UNSERVED_METHODS.includes(method)) throw fail(SMART_ACCOUNTS_NOT_ENABLED, 4200)
  if (method === 'eth_chainId') return `0x${Number(caip.slice(7)).toString(16)}`
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [await activeAddress(await user(), caip)]
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') return [{ pubkey: (await user()).addresses.solana }]
  const account = namespaceOf(caip) === 'eip155' ? accountKind(caip) : 'eoa'
  if (APPROVAL.includes(method)) {
    const u = await user()
    await requestApproval({ method, params, chainName: config.chainNames[caip] ?? caip, appName: state.appName, address: await activeAddress(u, caip), smartAccount: account === 'smartAccount' })
    return (await api.call<{ result: unknown }>('/api/wallet/sign', { chainId: caip, method, params, account }, { auth: true })).result
  }
  return (await api.call<{ result: unknown }>('/api/wallet/read', { chainId: caip, method, params, account }, { auth: true })).result
}

const handlers: { [T in RequestType]: (payload: RequestPayload<T>) => Promise<unknown> } = {
  async SWITCH_NETWORK(p) {
    return { chainId: fromCaip(useChain(p.chainId)) }
  },
  async CONNECT_EMAIL(p) {
    const { action, flow } = await api.call<{ action: 'VERIFY_OTP'; flow: string }>('/api/email/start', { email: p.email, appName: state.appName })
    state.emailFlow = flow
    return { action }
  },
  // Every e-mail sign-in proves the address with a code: there is no separate device check.
  CONNECT_DEVICE: async () => ({}),
  async CONNECT_OTP(p) {
    if (!state.emailFlow) throw fail('Request a code first')
    const { token } = await api.call<{ token: string }>('/api/email/verify', { flow: state.emailFlow, otp: p.otp })
    api.setSession(token)
    state.emailFlow = undefined
    return {}
  },
  async GET_SOCIAL_REDIRECT_URI(p) {
    const { uri, flow } = await api.call<{ uri: string; flow: string }>('/api/social/start', { provider: p.provider, returnUrl: p.returnUrl })
    const stateParam = new URL(uri).searchParams.get('state')!
    const entry = { flow, expires: Date.now() + 10 * 60_000 }
    memoryFlows[stateParam] = entry
    saveSocialFlows({ ...socialFlows(), [stateParam]: entry })
    return { uri }
  },
  async CONNECT_SOCIAL(p) {
    const result = new URL(p.uri)
    if (result.origin !== config.origin || result.pathname !== '/social/callback') throw fail('The sign-in did not come back to the secure site')
    const error = result.searchParams.get('error')
    // OAuth's access_denied: the person said no at the provider (4001, as a wallet's refusal).
    if (error === 'access_denied') throw fail('The sign-in was cancelled at the provider', 4001)
    if (error) throw fail(`The provider did not sign you in: ${result.searchParams.get('error_description') ?? error}`)
    const stateParam = result.searchParams.get('state') ?? ''
    const code = result.searchParams.get('code') ?? ''
    const flows = socialFlows()
    const entry = memoryFlows[stateParam] ?? flows[stateParam]
    if (!entry) throw fail('Unknown sign-in: start again')
    delete memoryFlows[stateParam]
    delete flows[stateParam]
    saveSocialFlows(flows)
    const { token } = await api.call<{ token: string }>('/api/social/finish', { state: stateParam, code, flow: entry.flow })
    api.setSession(token)
    return connectedUser(await user(), useChain(p.chainId), p.preferredAccountType)
  },
  async GET_FARCASTER_URI() {
    const { url, channel, flow } = await api.call<{ url: string; channel: string; flow: string }>('/api/farcaster/start')
    state.farcaster = { channel, flow }
    return { url }
  },
  async CONNECT_FARCASTER() {
    if (!state.farcaster) throw fail('Ask for the Farcaster address first')
    for (;;) {
      // The channel shown last: a newer address replaces the one this wait began with.
      const channel = state.farcaster
      if (!channel) throw fail('The Farcaster sign-in was cancelled')
      const status = await api.call<{ state: 'pending' } | { state: 'completed'; token: string; username: string }>('/api/farcaster/status', channel)
      if (status.state === 'completed') {
        state.farcaster = undefined
        api.setSession(status.token)
        return { userName: status.username }
      }
      await wait(1000)
    }
  },
  async GET_USER(p) {
    return connectedUser(await user(), useChain(p.chainId), p.preferredAccountType)
  },
  async SIGN_OUT() {
    await api.call('/api/session/end', {}, { auth: true }).catch(() => undefined)
    api.setSession(undefined)
    return {}
  },
  async IS_CONNECTED() {
    if (!api.hasSession()) return { isConnected: false }
    try {
      await user()
      return { isConnected: true }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { isConnected: false }
      throw error
    }
  },
  async GET_CHAIN_ID() {
    return { chainId: fromCaip(state.active ?? config.chains[0]!) }
  },
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
    return { smartAccountEnabledNetworks: config.smartAccountChains }
  },
  async INIT_SMART_ACCOUNT() {
    const caip = state.chains.eip155 ?? config.chains.find((c) => c.startsWith('eip155:'))
    if (!caip || !smartAccountsOn(caip)) throw fail(SMART_ACCOUNTS_NOT_ENABLED)
    return smartAccountOf(caip)
  },
  async SET_PREFERRED_ACCOUNT(p) {
    const caip = state.chains.eip155 ?? config.chains.find((c) => c.startsWith('eip155:'))
    if (p.type === 'smartAccount' && (!caip || !smartAccountsOn(caip))) throw fail(SMART_ACCOUNTS_NOT_ENABLED)
    state.preferred = p.type
    const u = await user()
    return { type: p.type, address: p.type === 'smartAccount' ? (await smartAccountOf(caip!)).address : u.addresses.eip155 }
  },
  RPC_REQUEST: rpc,
  async UPDATE_EMAIL(p) {
    const { action, flow } = await api.call<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'; flow: string }>('/api/email/update/start', { email: p.email, appName: state.appName }, { auth: true })
    state.updateFlow = flow
    return { action }
  },
  async UPDATE_EMAIL_PRIMARY_OTP(p) {
    if (!state.updateFlow) throw fail('Start the e-mail change first')
    await api.call('/api/email/update/primary', { flow: state.updateFlow, otp: p.otp, appName: state.appName }, { auth: true })
    return {}
  },
  async UPDATE_EMAIL_SECONDARY_OTP(p) {
    if (!state.updateFlow) throw fail('Start the e-mail change first')
    const { email } = await api.call<{ email: string }>('/api/email/update/secondary', { flow: state.updateFlow, otp: p.otp }, { auth: true })
    state.updateFlow = undefined
    return { newEmail: email }
  },
  async SYNC_THEME(p) {
    document.documentElement.dataset.theme = p.themeMode
    for (const [name, value] of Object.entries(p.themeVariables ?? {})) if (name.startsWith('--gw-')) document.documentElement.style.setProperty(name, String(value))
    return {}
  },
  async SYNC_DAPP_DATA(p) {
    state.appName = p.name
    return {}
  },
  async RELOAD() {
    setTimeout(() => location.reload(), 0)
    return {}
  },
}

if (!embeddedByHost) {
  document.body.textContent = 'This page is the Gangway secure frame: it works only inside the modal of the site it was opened for.'
} else {
  window.addEventListener('message', (event) => {
    // SPEC §5: messages from anywhere but the host page are ignored.
    if (!acceptsMessage(event, { parent: window.parent, host: config.host })) return
    const request = parseAppRequest(event.data)
    if (!request) {
      const problem = requestProblem(event.data)
      // SPEC §5: refused as malformed; its reason is for the modal's log.
      if (problem?.type) post(frameReply.malformed(problem.type, problem.id, problem.message))
      return
    }
    const { type, id, payload } = request
    const handle = handlers[type] as (p: unknown) => Promise<unknown>
    handle(payload ?? {}).then(
      (result) => post(frameReply.success(type, id, type === 'RPC_REQUEST' ? result : (result ?? {}))),
      (error: unknown) => {
        const e = error as { message?: string; code?: number }
        post(frameReply.error(type, id, e?.message || 'An error occurred', typeof e?.code === 'number' ? e.code : undefined))
      },
    )
  })
  post(frameReply.ready())
}
