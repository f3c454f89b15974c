// The CometBFT 0.38 JSON-RPC methods an unmodified @cosmjs/stargate client calls, over the simulated Cosmos
// chain: status, abci_info, abci_query (bank balances, auth accounts, tx simulation), broadcast_tx_sync,
// tx, tx_search, block, health. Shapes follow CometBFT 0.38; gRPC-over-ABCI queries answer with the SDK's
// protobuf responses and its error texts ("rpc error: code = NotFound …").
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { sha256 } from '@cosmjs/crypto'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { QueryAllBalancesRequest, QueryAllBalancesResponse, QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { CHAIN_LABEL, checkBech32, CosmosTxError, type ChainBlock, type CosmosChain, type StoredTx, type TxResult } from './chain'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

/** What CometBFT 0.38 reports; @cosmjs/tendermint-rpc picks its Comet38 client from the "0.38." prefix. */
export const COMETBFT_VERSION = '0.38.17'
const invalidParams = (data: string) => new RpcFailure(-32602, 'Invalid params', data)
const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`)
  return value
}
/** abci_query's data: hex (cosmjs sends it bare, a URI call with 0x). */
const hexParam = (value: unknown, what: string): Uint8Array => {
  const s = text(value ?? '', what).replace(/^0x/i, '')
  if (!/^([0-9a-fA-F]{2})*$/.test(s)) throw invalidParams(`${what} must be hex`)
  return fromHex(s)
}
/** Byte params in a JSON body are base64 (Go's []byte); a transaction hash may also come as 64 hex characters. */
const base64Param = (value: unknown, what: string): Uint8Array => {
  const s = text(value, what)
  if (what === 'hash' && /^(0x)?[0-9a-fA-F]{64}$/.test(s)) return fromHex(s.replace(/^0x/i, ''))
  try {
    return fromBase64(s)
  } catch {
    throw invalidParams(`${what} must be base64`)
  }
}
const height = (value: unknown, fallback: number): number => {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return fallback
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1) throw invalidParams('height must be a positive integer')
  return n
}

/** A gRPC-over-ABCI query failure, in the SDK's words. */
const queryError = (code: number, grpc: string, message: string) => ({ code, log: `rpc error: code = ${grpc} desc = ${message}`, codespace: 'sdk' })

const txResultJson = (r: TxResult) => ({
  code: r.code,
  data: r.data ? toBase64(r.data) : null,
  log: r.log,
  info: '',
  gas_wanted: r.gasWanted.toString(),
  gas_used: r.gasUsed.toString(),
  events: r.events,
  codespace: r.codespace,
})

const txJson = (stored: StoredTx) => ({ hash: stored.hash, height: String(stored.height), index: stored.index, tx_result: txResultJson(stored.result), tx: toBase64(stored.tx) })

const blockId = (block: ChainBlock) => ({ hash: block.hash, parts: { total: 1, hash: block.hash } })
const EMPTY_HASH = 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855'

export function cosmosRpcMethods(chain: CosmosChain, o: { rpcAddress: string }): Record<string, (params: Record<string, unknown>) => unknown> {
  const { chainId, denom, prefix } = chain.options
  // a fixed validator, so status and blocks have one
  const validatorKey = sha256(new TextEncoder().encode(`${chainId} validator`))
  const validatorAddress = toHex(sha256(validatorKey).slice(0, 20)).toUpperCase()
  const nodeId = toHex(sha256(new TextEncoder().encode(`${chainId} node`)).slice(0, 20))

  const header = (block: ChainBlock) => {
    const prev = chain.block(block.height - 1)
    return {
      version: { block: '11', app: '0' },
      chain_id: chainId,
      height: String(block.height),
      time: block.time,
      last_block_id: prev ? blockId(prev) : { hash: '', parts: { total: 0, hash: '' } },
      last_commit_hash: EMPTY_HASH,
      data_hash: block.txs.length ? toHex(sha256(block.txs[0]!)).toUpperCase() : EMPTY_HASH,
      validators_hash: validatorAddress + validatorAddress.slice(0, 24),
      next_validators_hash: validatorAddress + validatorAddress.slice(0, 24),
      consensus_hash: EMPTY_HASH,
      app_hash: block.appHash,
      last_results_hash: EMPTY_HASH,
      evidence_hash: EMPTY_HASH,
      proposer_address: validatorAddress,
    }
  }

  const bech32Address = (value: string): string => {
    try {
      checkBech32(value, prefix)
      return value
    } catch (error) {
      throw new CosmosTxError(7, `invalid address: ${(error as Error).message}`)
    }
  }

  /** gRPC queries through abci_query: path → [response bytes] or an error answer. */
  const query = (path: string, data: Uint8Array): { value?: Uint8Array; code?: number; log?: string; codespace?: string } => {
    try {
      switch (path) {
        case '/cosmos.bank.v1beta1.Query/Balance': {
          const req = QueryBalanceRequest.decode(data)
          bech32Address(req.address)
          if (!req.denom) return queryError(18, 'InvalidArgument', 'invalid denom')
          const amount = req.denom === denom ? chain.balance(req.address) : 0n
          return { value: QueryBalanceResponse.encode({ balance: { denom: req.denom, amount: amount.toString() } }).finish() }
        }
        case '/cosmos.bank.v1beta1.Query/AllBalances':
        case '/cosmos.bank.v1beta1.Query/SpendableBalances': {
          const req = QueryAllBalancesRequest.decode(data)
          bech32Address(req.address)
          const amount = chain.balance(req.address)
          return { value: QueryAllBalancesResponse.encode({ balances: amount > 0n ? [{ denom, amount: amount.toString() }] : [], pagination: { nextKey: new Uint8Array(), total: amount > 0n ? 1n : 0n } }).finish() }
        }
        case '/cosmos.auth.v1beta1.Query/Account': {
          const req = QueryAccountRequest.decode(data)
          bech32Address(req.address)
          const account = chain.account(req.address)
          if (!account) return queryError(22, 'NotFound', `account ${req.address} not found`)
          const value = BaseAccount.encode({
            address: account.address,
            pubKey: account.pubkey ? { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: account.pubkey }).finish() } : undefined,
            accountNumber: account.accountNumber,
            sequence: account.sequence,
          }).finish()
          return { value: QueryAccountResponse.encode({ account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value } }).finish() }
        }
        case '/cosmos.tx.v1beta1.Service/Simulate': {
          const req = SimulateRequest.decode(data)
          const { gasUsed, result } = chain.simulate(req.txBytes)
          return {
            value: SimulateResponse.encode({
              gasInfo: { gasWanted: 0n, gasUsed },
              result: { data: result.data ?? new Uint8Array(), log: '', events: result.events.map((e) => ({ type: e.type, attributes: e.attributes })), msgResponses: [] },
            }).finish(),
          }
        }
        default:
          return { code: 6, log: `no route for ${path}: unknown request`, codespace: 'sdk' }
      }
    } catch (error) {
      if (error instanceof CosmosTxError) return { code: error.code, log: error.message, codespace: error.codespace }
      return queryError(18, 'InvalidArgument', `could not decode the request: ${(error as Error).message}`)
    }
  }

  const status = () => {
    const latest = chain.latestBlock()
    const first = chain.block(1)!
    return {
      node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        id: nodeId,
        listen_addr: o.rpcAddress,
        network: chainId,
        version: COMETBFT_VERSION,
        channels: '40202122233038606100',
        moniker: CHAIN_LABEL.replace(/ /g, '-'),
        other: { tx_index: 'on', rpc_address: o.rpcAddress },
      },
      sync_info: {
        latest_block_hash: latest.hash,
        latest_app_hash: latest.appHash,
        latest_block_height: String(latest.height),
        latest_block_time: latest.time,
        earliest_block_hash: first.hash,
        earliest_app_hash: first.appHash,
        earliest_block_height: '1',
        earliest_block_time: first.time,
        catching_up: false,
      },
      validator_info: { address: validatorAddress, pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(validatorKey) }, voting_power: '10' },
    }
  }

  return {
    health: () => ({}),
    status,
    abci_info: () => ({
      response: { data: CHAIN_LABEL, version: '0.50.0-simulated', app_version: '0', last_block_height: String(chain.height()), last_block_app_hash: toBase64(fromHex(chain.latestBlock().appHash)) },
    }),
    abci_query: (p) => {
      const answer = query(text(p.path, 'path'), hexParam(p.data, 'data'))
      return {
        response: {
          code: answer.code ?? 0,
          log: answer.log ?? '',
          info: '',
          index: '0',
          key: null,
          value: answer.value ? toBase64(answer.value) : null,
          proofOps: null,
          height: String(chain.height()),
          codespace: answer.codespace ?? '',
        },
      }
    },
    broadcast_tx_sync: (p) => {
      const result = chain.broadcast(base64Param(p.tx, 'tx'))
      return { code: result.code, data: '', log: result.log, codespace: result.codespace, hash: result.hash }
    },
    tx: (p) => {
      const hash = toHex(base64Param(p.hash, 'hash')).toUpperCase()
      const stored = chain.tx(hash)
      if (!stored) throw new RpcFailure(-32603, 'Internal error', `tx (${hash}) not found`)
      return txJson(stored)
    },
    tx_search: (p) => {
      let found: StoredTx[]
      try {
        found = chain.search(text(p.query, 'query'))
      } catch (error) {
        throw new RpcFailure(-32603, 'Internal error', (error as Error).message)
      }
      if (p.order_by === 'desc') found.reverse()
      const perPage = Math.min(100, Math.max(1, Number(p.per_page ?? 30) || 30))
      const page = Math.max(1, Number(p.page ?? 1) || 1)
      return { txs: found.slice((page - 1) * perPage, page * perPage).map(txJson), total_count: String(found.length) }
    },
    block: (p) => {
      const block = chain.block(height(p.height, chain.height()))
      if (!block) throw new RpcFailure(-32603, 'Internal error', `height ${String(p.height)} must be less than or equal to the current blockchain height ${chain.height()}`)
      const prev = chain.block(block.height - 1)
      return {
        block_id: blockId(block),
        block: {
          header: header(block),
          data: { txs: block.txs.map(toBase64) },
          evidence: { evidence: [] },
          last_commit: { height: String(Math.max(0, block.height - 1)), round: 0, block_id: prev ? blockId(prev) : { hash: '', parts: { total: 0, hash: '' } }, signatures: [] },
        },
      }
    },
  }
}
