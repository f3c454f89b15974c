// Talking to a Solana node from the services: JSON-RPC, and what SPL token accounts and mints hold.
import { jsonRpc } from '../../../kernel/http'
import { decodeBase58, encodeBase58 } from '../../../plugins/solana/base58'
import type { ChainSource, TokenInfo } from './types'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']

export type SolanaRpc = <T>(method: string, params?: unknown[]) => Promise<T>

export const solanaRpc = (source: ChainSource): SolanaRpc => (method, params) => jsonRpc(fetch, source.rpcUrl, method, params, 5000)

export interface RpcAccount {
  data: [string, 'base64']
  owner: string
}

const bytesOf = (account: RpcAccount): Buffer => Buffer.from(account.data[0], 'base64')

/** An SPL token account: mint at byte 0, owner at 32, amount (u64 LE) at 64. */
export function tokenAccount(account: RpcAccount): { mint: string; owner: string; amount: bigint } | undefined {
  const data = bytesOf(account)
  if (!TOKEN_PROGRAMS.includes(account.owner) || data.length < 72) return undefined
  return { mint: encodeBase58(data.subarray(0, 32)), owner: encodeBase58(data.subarray(32, 64)), amount: data.readBigUInt64LE(64) }
}

/** A mint's decimals (byte 44), with its name and symbol from the services' token list. */
export async function mintInfo(rpc: SolanaRpc, source: ChainSource, mint: string): Promise<TokenInfo | undefined> {
  const { value } = await rpc<{ value: RpcAccount | null }>('getAccountInfo', [mint, { encoding: 'base64' }])
  const data = value && bytesOf(value)
  if (!value || !data || !TOKEN_PROGRAMS.includes(value.owner) || data.length < 45) return undefined
  const listed = source.tokens?.find((t) => t.address === mint)
  return {
    chain: source.caipNetworkId,
    address: mint,
    name: listed?.name ?? `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
    symbol: listed?.symbol ?? mint.slice(0, 4).toUpperCase(),
    decimals: data[44]!,
  }
}

/** Little-endian u64 at `offset` of base58 instruction data. */
export function instructionData(data58: string): Uint8Array {
  return decodeBase58(data58)
}
export const u64At = (bytes: Uint8Array, offset: number): bigint => Buffer.from(bytes).readBigUInt64LE(offset)
export const u32At = (bytes: Uint8Array, offset: number): number => Buffer.from(bytes).readUInt32LE(offset)
