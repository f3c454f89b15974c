// The test on-ramp's treasury: sends what a paid checkout bought, from a dev key, on the local
// chains (eip155: the native currency or an ERC-20; Solana: SOL). One payment at a time per chain,
// so two checkouts never race for the same nonce or blockhash.
import { createWalletClient, erc20Abi, http, publicActions, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { encodeBase58 } from '../../../plugins/solana/base58'
import { solanaRpc } from '../chains/solana-rpc'
import type { ChainSource } from '../chains/types'
import type { OnrampConfig } from './networks'

export interface Treasury {
  /** The treasury's address on a chain, or undefined when it has no key there. */
  address(chain: string): string | undefined
  /**
   * Sends `units` of a token (or the native currency when `token` is null) and waits for it to land.
   * `onSent` hears the transaction id as soon as the node has it, before the wait.
   */
  pay(chain: string, to: string, token: string | null, units: bigint, onSent?: (id: string) => void): Promise<string>
}

type Send = (to: string, token: string | null, units: bigint, onSent?: (id: string) => void) => Promise<string>

function evmSender(source: ChainSource, key: Hex): { address: string; send: Send } {
  const account = privateKeyToAccount(key)
  const id = Number(source.caipNetworkId.split(':')[1])
  const chain = { id, name: source.name, nativeCurrency: source.nativeCurrency, rpcUrls: { default: { http: [source.rpcUrl] } } }
  const client = createWalletClient({ account, chain, transport: http(source.rpcUrl, { retryCount: 0, timeout: 10_000 }) }).extend(publicActions)
  return {
    address: account.address,
    async send(to, token, units, onSent) {
      const hash = token
        ? await client.writeContract({ address: token as Address, abi: erc20Abi, functionName: 'transfer', args: [to as Address, units] })
        : await client.sendTransaction({ to: to as Address, value: units })
      onSent?.(hash)
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`the treasury's transfer reverted (${hash})`)
      return hash
    },
  }
}

function solanaSender(source: ChainSource, secretKey: Uint8Array): { address: string; send: Send } {
  const rpc = solanaRpc(source)
  return {
    address: encodeBase58(secretKey.subarray(32)),
    async send(to, token, units, onSent) {
      if (token) throw new Error('the test on-ramp sells only SOL on Solana')
      // web3.js is loaded only when a Solana purchase is paid.
      const { Keypair, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
      const payer = Keypair.fromSecretKey(secretKey)
      const { value } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash', [{ commitment: 'confirmed' }])
      const tx = new Transaction({ feePayer: payer.publicKey, ...value }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(to), lamports: units }))
      tx.sign(payer)
      const signature = await rpc<string>('sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }])
      onSent?.(signature)
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
        const { value: [status] } = await rpc<{ value: Array<{ err: unknown; confirmationStatus?: string } | null> }>('getSignatureStatuses', [[signature]])
        if (status?.err) throw new Error(`the treasury's transfer failed (${signature})`)
        if (status && status.confirmationStatus !== 'processed') return signature
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`the treasury's transfer was not confirmed in time (${signature})`)
    },
  }
}

export function createTreasury(keys: OnrampConfig['treasury'], sources: readonly ChainSource[]): Treasury {
  const senders = new Map<string, { address: string; send: Send }>()
  for (const source of sources) {
    const namespace = source.caipNetworkId.split(':')[0]
    if (namespace === 'eip155' && keys.eip155) senders.set(source.caipNetworkId, evmSender(source, keys.eip155))
    if (namespace === 'solana' && keys.solana) senders.set(source.caipNetworkId, solanaSender(source, keys.solana))
  }
  const queues = new Map<string, Promise<unknown>>()
  return {
    address: (chain) => senders.get(chain)?.address,
    pay(chain, to, token, units, onSent) {
      const sender = senders.get(chain)
      if (!sender) return Promise.reject(new Error(`The test on-ramp has no treasury on ${chain}`))
      const send = () => sender.send(to, token, units, onSent)
      const run = (queues.get(chain) ?? Promise.resolve()).then(send, send)
      queues.set(chain, run.catch(() => {}))
      return run
    },
  }
}
