// The test on-ramp's treasury: sends what a paid checkout bought, from a dev key, on the local
// chain. One payment at a time per chain, so two checkouts never race for the same nonce.
import { createWalletClient, erc20Abi, http, publicActions, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainSource } from '../chains/types'

export interface Treasury {
  /** The treasury's address on an eip155 chain, or undefined when it has no key there. */
  address(chain: string): string | undefined
  /**
   * Sends `units` of a token (or the native currency when `token` is null) and waits for it to be
   * mined. `onSent` hears the hash as soon as the node has it, before the wait.
   */
  pay(chain: string, to: string, token: string | null, units: bigint, onSent?: (hash: Hex) => void): Promise<Hex>
}

export function createTreasury(key: Hex | undefined, sources: readonly ChainSource[]): Treasury {
  const account = key ? privateKeyToAccount(key) : undefined
  const queues = new Map<string, Promise<unknown>>()
  const clients = new Map(
    sources
      .filter((s) => s.caipNetworkId.startsWith('eip155:'))
      .map((s) => {
        const id = Number(s.caipNetworkId.split(':')[1])
        const chain = { id, name: s.name, nativeCurrency: s.nativeCurrency, rpcUrls: { default: { http: [s.rpcUrl] } } }
        return [s.caipNetworkId, createWalletClient({ account, chain, transport: http(s.rpcUrl, { retryCount: 0, timeout: 10_000 }) }).extend(publicActions)] as const
      }),
  )

  return {
    address: (chain) => (account && clients.has(chain) ? account.address : undefined),
    pay(chain, to, token, units, onSent) {
      const client = clients.get(chain)
      if (!client || !account) return Promise.reject(new Error(`The test on-ramp has no treasury on ${chain}`))
      const send = async (): Promise<Hex> => {
        const hash = token
          ? await client.writeContract({ account, chain: client.chain, address: token as Address, abi: erc20Abi, functionName: 'transfer', args: [to as Address, units] })
          : await client.sendTransaction({ account, chain: client.chain, to: to as Address, value: units })
        onSent?.(hash)
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success') throw new Error(`the treasury's transfer reverted (${hash})`)
        return hash
      }
      const run = (queues.get(chain) ?? Promise.resolve()).then(send, send)
      queues.set(chain, run.catch(() => {}))
      return run
    },
  }
}
