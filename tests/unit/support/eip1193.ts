// A scripted EIP-1193 provider: the browser-extension side a test cannot run for real.
import type { Eip1193Provider } from '../../../plugins/eip155/provider'

type Handler = (params: unknown) => unknown
type Listener = (...args: never[]) => void

export class FakeProvider implements Eip1193Provider {
  readonly calls: Array<{ method: string; params?: unknown }> = []
  readonly handlers: Record<string, Handler>
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(o: { accounts?: string[]; chainId?: string; handlers?: Record<string, Handler> } = {}) {
    const accounts = o.accounts ?? ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']
    this.handlers = {
      eth_requestAccounts: () => accounts,
      eth_accounts: () => accounts,
      eth_chainId: () => o.chainId ?? '0x1',
      personal_sign: () => `0x${'11'.repeat(65)}`,
      wallet_switchEthereumChain: () => null,
      wallet_addEthereumChain: () => null,
      wallet_revokePermissions: () => null,
      ...o.handlers,
    }
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    this.calls.push(args.params === undefined ? { method: args.method } : { method: args.method, params: args.params })
    const handler = this.handlers[args.method]
    if (!handler) throw Object.assign(new Error(`${args.method} is not supported`), { code: 4200 })
    return handler(args.params)
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** Play a wallet event (accountsChanged, chainChanged, disconnect). */
  emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args))
  }

  methods(): string[] {
    return this.calls.map((call) => call.method)
  }
}

/** A wallet error with an EIP-1193 code. */
export const walletError = (code: number, message = `error ${code}`) => Object.assign(new Error(message), { code })
