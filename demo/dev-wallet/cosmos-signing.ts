// The dev Cosmos wallet's heavy part, loaded on first use: @cosmjs's key wallets, ADR-36 documents, bech32 and
// the bank balance read. Static imports here (not import() of each package): @cosmjs and cosmjs-types are
// CommonJS, whose named exports a bundler only wires up for static imports.
import { pubkeyToAddress, Secp256k1Wallet, serializeSignDoc, type StdSignature, type StdSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, toBase64, toHex } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query'

/** @cosmjs's own signers over one private key, for a bech32 prefix. */
export async function signersFor(privateKey: Uint8Array, prefix: string) {
  return { direct: await DirectSecp256k1Wallet.fromKey(privateKey, prefix), amino: await Secp256k1Wallet.fromKey(privateKey, prefix) }
}

/** The 20 bytes of a bech32 address (an explicit limit: @cosmjs/encoding 0.39's default, Infinity, is refused by the @scure/base it runs on here). */
export const addressBytes = (address: string): Uint8Array => fromBech32(address, 90).data

/** ADR-36: arbitrary data as an amino sign doc with one sign/MsgSignData and everything else empty. */
export function adr36Doc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  }
}

export function verifyAdr36(prefix: string, signer: string, data: string | Uint8Array, signature: StdSignature): boolean {
  if (pubkeyToAddress(signature.pub_key, prefix) !== signer) return false
  const bytes = fromBase64(signature.signature)
  if (bytes.length !== 64) return false
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), sha256(serializeSignDoc(adr36Doc(signer, data))), fromBase64(signature.pub_key.value as string))
}

/** Bank balance of one denomination, through CometBFT's abci_query (the bank module's gRPC path). */
export async function bankBalance(rpcUrl: string, address: string, denom: string): Promise<bigint> {
  const data = toHex(QueryBalanceRequest.encode({ address, denom }).finish())
  // CometBFT takes named params (an object)
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'abci_query', params: { path: '/cosmos.bank.v1beta1.Query/Balance', data } }) })
  const body = (await res.json()) as { result?: { response: { code: number; log: string; value: string | null } }; error?: { message: string } }
  if (!body.result) throw new Error(body.error?.message ?? `${rpcUrl}: HTTP status code: ${res.status}`)
  const { response } = body.result
  if (response.code) throw new Error(response.log)
  return BigInt(QueryBalanceResponse.decode(fromBase64(response.value ?? '')).balance?.amount ?? '0')
}
