// The dev faucet: funds a new account on the local chains once, with dev ETH on each EVM chain and
// dev SOL on the Solana runtime, so a person who just made an embedded wallet can send at once. Local
// stack only (public dev keys, no real funds); a deployment leaves it unconfigured and gets no route.
import { createWalletClient, defineChain, http, isAddress, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../../shared/json-rpc'
import type { Db } from '../store/db'

export interface FaucetConfig {
  evm?: { privateKey: Hex; chains: ReadonlyArray<{ caipNetworkId: string; rpcUrl: string }>; ether: string }
  solana?: { caipNetworkId: string; rpcUrl: string; sol: number }
}

export interface Grant {
  chain: string
  /** The transaction hash or signature. */
  tx: string
}

export class FaucetError extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message)
  }
}

const isSolanaAddress = (a: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a)

export function createFaucet(db: Db, config: FaucetConfig) {
  const claim = db.prepare('INSERT OR IGNORE INTO faucet_grants (address, created_at) VALUES (?, ?)')
  const release = db.prepare('DELETE FROM faucet_grants WHERE address = ?')
  const record = db.prepare('UPDATE faucet_grants SET grants = ? WHERE address = ?')
  const account = config.evm ? privateKeyToAccount(config.evm.privateKey) : undefined
  // One send at a time from the faucet key: concurrent requests must not race for a nonce.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  async function fundEvm(address: Hex): Promise<Grant[]> {
    const evm = config.evm!
    return serial(async () => {
      const grants: Grant[] = []
      for (const chain of evm.chains) {
        const id = Number(chain.caipNetworkId.split(':')[1])
        const client = createWalletClient({ account: account!, chain: defineChain({ id, name: chain.caipNetworkId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }), transport: http(chain.rpcUrl) })
        grants.push({ chain: chain.caipNetworkId, tx: await client.sendTransaction({ to: address, value: parseEther(evm.ether) }) })
      }
      return grants
    })
  }

  async function fundSolana(address: string): Promise<Grant[]> {
    const solana = config.solana!
    const lamports = Math.round(solana.sol * 1e9)
    const tx = await jsonRpc(solana.rpcUrl, 'requestAirdrop', [address, lamports]).catch((error: unknown) => {
      throw new Error(`airdrop failed: ${(error as Error).message}`, { cause: error })
    })
    if (typeof tx !== 'string' || !tx) throw new Error('airdrop failed: the runtime answered no signature')
    return [{ chain: solana.caipNetworkId, tx }]
  }

  return {
    /** Funds `address` on every local chain of its family, once; a second ask is a 409. */
    async fund(address: string, now = Date.now()): Promise<Grant[]> {
      const evm = isAddress(address)
      if (!(evm && config.evm) && !(isSolanaAddress(address) && config.solana)) throw new FaucetError(400, `The faucet does not fund ${address.slice(0, 64)}`)
      const key = evm ? address.toLowerCase() : address
      if (claim.run(key, now).changes !== 1) throw new FaucetError(409, 'This address was funded already')
      try {
        const grants = evm ? await fundEvm(address as Hex) : await fundSolana(address)
        record.run(JSON.stringify(grants), key)
        return grants
      } catch (error) {
        release.run(key)
        throw error
      }
    },
  }
}

export type Faucet = ReturnType<typeof createFaucet>
