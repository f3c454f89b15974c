// Check a signature on the page, the way a host's server would: EIP-191 for EVM, ed25519 for Solana, and,
// when the stack runs those chains, sr25519 for Polkadot and ADR-36 for Cosmos (verify-more.ts, its own chunk).
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { decodeBase58 } from 'gangway/solana'

export async function verifySignature(namespace: string | undefined, address: string, message: string, signature: string, publicKey?: string): Promise<boolean | undefined> {
  if (namespace === 'eip155') return verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })
  if (namespace === 'solana') return nacl.sign.detached.verify(new TextEncoder().encode(message), decodeBase58(signature), decodeBase58(address))
  if (process.env.GANGWAY_DEMO_CHAINS === 'on' && (namespace === 'polkadot' || namespace === 'cosmos')) return (await import('./verify-more')).verifyMore(namespace, address, message, signature, publicKey)
  return undefined
}
