// A dev wallet for the tests: an EIP-1193 provider announced over EIP-6963, whose account is one of
// anvil's unlocked dev accounts, so anvil itself signs what the wallet sends. It says yes to every
// request (until a test makes the person refuse) and records them, so a test can check what the plugin
// asked the wallet for.
import type { Address } from 'viem'

export const DEV_WALLET_RDNS = 'org.example.devwallet'

export interface DevWallet {
  /** Every request the modal made of the wallet, in order. */
  readonly requests: { method: string; params?: unknown }[]
  /** From now on the person refuses (EIP-1193 4001) what the wallet would send. */
  refuseSending(): void
  /** Stop answering discovery. */
  remove(): void
}

export function installDevWallet(w: Window, o: { rpcUrl: string; account: Address }): DevWallet {
  const requests: DevWallet['requests'] = []
  let id = 0
  let refuse = false
  const provider = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      requests.push(args)
      if (refuse && args.method === 'eth_sendTransaction') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return [o.account]
      if (args.method === 'wallet_revokePermissions') return null
      const response = await fetch(o.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: args.method, params: args.params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
    on() {},
    removeListener() {},
  }
  const info = { uuid: 'c5a2e0b4-6f9e-4bb1-9d1e-allowances', name: 'Dev Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', rdns: DEV_WALLET_RDNS }
  const announce = () => w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  w.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { requests, refuseSending: () => (refuse = true), remove: () => w.removeEventListener('eip6963:requestProvider', announce) }
}
