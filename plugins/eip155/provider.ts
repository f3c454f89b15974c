// The EIP-1193 provider shape and the EIP-6963 announcement, as far as Gangway needs them.
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963AnnounceEvent extends Event {
  detail: { info: Eip6963ProviderInfo; provider: Eip1193Provider }
}

/** The generic window.ethereum connector, listed as 'Browser Wallet'. */
export const BROWSER_WALLET_ID = 'injected'

/** SPEC §5: an EVM address is 40 hex characters with an optional 0x. */
export const isEvmAddress = (address: string): boolean => /^(0x)?[0-9a-fA-F]{40}$/.test(address)

/** eip155:1 → 1 */
export const chainReference = (caipNetworkId: string): number => Number(caipNetworkId.split(':')[1])
