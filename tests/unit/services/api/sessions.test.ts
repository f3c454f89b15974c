// Sign-in with X on the services (SPEC §3 session, §4 SIWX, §7 /v1/sessions/*): a real anvil chain,
// a real SQLite file, messages made by the modal's own builder and signed with dev keys. What a
// forger would try is refused: a tampered signature, a replayed nonce, another browser's nonce, a
// wrong domain, origin or chain, an expired message.
import { createRequire } from 'node:module'
import nacl from 'tweetnacl'
import { createWalletClient, getAddress, http, publicActions, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { devSolanaKey } from '../../../../services/dev/keys'
import { siwxMessage, type SiwxMessageData } from '../../../../plugins/features-siwx/message'
import { encodeBase58 } from '../../../../plugins/solana/base58'
import { createSignInService, SignInError } from '../../../../services/api/siwx/service'
import { openDatabase } from '../../../../services/api/store/db'
import { SDK } from './api'
import { CAIP2, CHAIN_ID, useChainApi } from './chain-api'

const ORIGIN = 'http://127.0.0.1:5173'
const OTHER_ORIGIN = 'http://127.0.0.1:5174'
const ctx = useChainApi({ api: () => ({ signIn: { origins: [ORIGIN, OTHER_ORIGIN] } }) })
const key = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
const url = (path: string) => `${ctx().api.url}${path}?${SDK}`

/** A browser: its cookie, its origin. */
function browser(origin = ORIGIN) {
  let cookie = ''
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(url(path), {
      method,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = res.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return res
  }
  return {
    call,
    setCookie: () => cookie,
    nonce: async () => (await (await call('POST', '/v1/sessions/nonce')).json()) as { nonce: string; issuedAt: string; expirationTime: string },
  }
}

/** What the modal sends after the person signs: SPEC §3 data, message, signature. */
async function signedSession(b: ReturnType<typeof browser>, o: { signer?: number; account?: Address; data?: Partial<SiwxMessageData> } = {}) {
  const signer = key(o.signer ?? 0)
  const { nonce, issuedAt, expirationTime } = await b.nonce()
  const data: SiwxMessageData = {
    accountAddress: o.account ?? signer.address,
    chainId: CAIP2,
    domain: new URL(ORIGIN).host,
    uri: `${ORIGIN}/`,
    version: '1',
    nonce,
    statement: 'Sign in to the Gangway demo',
    issuedAt,
    expirationTime,
    ...o.data,
  }
  const message = siwxMessage(data, 'Ethereum')
  return { data, message, signature: await signer.signMessage({ message }) }
}

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error

describe('SPEC §4 SIWX on the services: nonce, verification, session', () => {
  it('SPEC §3 a signed EIP-4361 message opens a session (data, message, signature) kept in an HttpOnly SameSite cookie', async () => {
    const b = browser()
    const session = await signedSession(b)
    const nonceCookie = b.setCookie()
    const res = await b.call('POST', '/v1/sessions', session)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ session, expiresAt: session.data.expirationTime })
    expect(b.setCookie()).toBe(nonceCookie)
    const listed = await b.call('GET', `/v1/sessions/${key(0).address.toLowerCase()}`)
    expect(await listed.json()).toEqual({ sessions: [session] })
    // Another browser (no cookie) sees nothing of it.
    expect(await (await browser().call('GET', `/v1/sessions/${key(0).address}`)).json()).toEqual({ sessions: [] })
  })

  it('SPEC §4 the cookie is HttpOnly, SameSite=Lax, for the whole site; CORS names the host page, never *', async () => {
    const res = await fetch(url('/v1/sessions/nonce'), { method: 'POST', headers: { origin: ORIGIN } })
    expect(res.headers.get('set-cookie')).toMatch(/^gangway_siwx=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    const preflight = await fetch(url('/v1/sessions'), { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const foreign = await fetch(url('/v1/sessions/nonce'), { method: 'POST', headers: { origin: 'http://evil.example' } })
    expect(foreign.status).toBe(403)
    // The other routes keep their public CORS.
    expect((await fetch(url('/v1/supported-chains'), { headers: { origin: 'http://evil.example' } })).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('SPEC §4 a replayed nonce is refused, and so is a nonce issued to another browser', async () => {
    const b = browser()
    const session = await signedSession(b)
    expect((await b.call('POST', '/v1/sessions', session)).status).toBe(200)
    const replay = await b.call('POST', '/v1/sessions', session)
    expect(replay.status).toBe(401)
    expect(await errorOf(replay)).toBe('Unknown, used or expired nonce')
    const thief = browser()
    await thief.nonce()
    const stolen = await thief.call('POST', '/v1/sessions', await signedSession(b))
    expect(await errorOf(stolen)).toBe('Unknown, used or expired nonce')
  })

  it('SPEC §4 a tampered signature, another key, or a message that differs from its data are refused', async () => {
    const b = browser()
    const session = await signedSession(b)
    const flipped = `${session.signature.slice(0, 10)}${session.signature[10] === 'a' ? 'b' : 'a'}${session.signature.slice(11)}`
    const tampered = await b.call('POST', '/v1/sessions', { ...session, signature: flipped })
    expect(tampered.status).toBe(401)
    expect(await errorOf(tampered)).toBe('Invalid signature')
    const otherKey = await signedSession(b, { signer: 1, account: key(0).address })
    expect(await errorOf(await b.call('POST', '/v1/sessions', otherKey))).toBe('Invalid signature')
    const edited = { ...session, message: session.message.replace('Sign in to', 'Send all funds to') }
    expect(await errorOf(await b.call('POST', '/v1/sessions', edited))).toBe('The message does not match its data')
    // The untouched sign-in still works: a refused attempt does not spend the nonce.
    expect((await b.call('POST', '/v1/sessions', session)).status).toBe(200)
  })

  it('SPEC §4 a wrong domain, an origin that is not the domain, a chain not served, an expired message are refused', async () => {
    const b = browser()
    expect(await errorOf(await b.call('POST', '/v1/sessions', await signedSession(b, { data: { domain: 'evil.example' } })))).toBe('Domain not allowed: evil.example')
    const fromOther = browser(OTHER_ORIGIN)
    expect(await errorOf(await fromOther.call('POST', '/v1/sessions', await signedSession(fromOther)))).toBe(
      `The message's domain 127.0.0.1:5173 is not the origin asking (${OTHER_ORIGIN})`,
    )
    expect(await errorOf(await b.call('POST', '/v1/sessions', await signedSession(b, { data: { chainId: 'eip155:1' } })))).toBe('Unsupported chainId: eip155:1')
    const past = new Date(Date.now() - 3600_000)
    const expired = await signedSession(b, { data: { issuedAt: past.toISOString(), expirationTime: new Date(past.getTime() + 60_000).toISOString() } })
    expect(await errorOf(await b.call('POST', '/v1/sessions', expired))).toBe('The message has expired')
    // cosmos verifies (offline-verifiers.ts) but this stack serves no Cosmos chain; tron has no verifier at all
    expect(await errorOf(await b.call('POST', '/v1/sessions', await signedSession(b, { data: { chainId: 'cosmos:hub-4' } })))).toBe('Unsupported chainId: cosmos:hub-4')
    expect(await errorOf(await b.call('POST', '/v1/sessions', await signedSession(b, { data: { chainId: 'tron:0x2b6653dc' } })))).toBe('Sign-in is not supported on tron')
    const malformed = await b.call('POST', '/v1/sessions', { data: {}, message: 'x', signature: '0x' })
    expect(malformed.status).toBe(400)
    expect(await errorOf(malformed)).toMatch(/^Invalid sign-in field 'data\./)
  })

  it('SPEC §7 POST /v1/sessions/{address}/revoke ends the session (pci: one chain)', async () => {
    const b = browser()
    expect((await b.call('POST', '/v1/sessions', await signedSession(b, { signer: 2 }))).status).toBe(200)
    expect(await (await b.call('POST', `/v1/sessions/${key(2).address}/revoke`, { pci: 'eip155:999' })).json()).toEqual({ revoked: 0 })
    expect(await (await b.call('POST', `/v1/sessions/${key(2).address}/revoke`, { pci: CAIP2 })).json()).toEqual({ revoked: 1 })
    expect(await (await b.call('GET', `/v1/sessions/${key(2).address}`)).json()).toEqual({ sessions: [] })
    expect((await b.call('POST', `/v1/sessions/${key(2).address}/revoke`, { pci: 7 })).status).toBe(400)
  })

  it('SPEC §7 revoke with a signature ends only the session signed with it; a wrong signature revokes nothing', async () => {
    const b = browser()
    const first = await signedSession(b, { signer: 4 })
    const second = await signedSession(b, { signer: 4 })
    for (const s of [first, second]) expect((await b.call('POST', '/v1/sessions', s)).status).toBe(200)
    const revoke = (body: unknown) => b.call('POST', `/v1/sessions/${key(4).address}/revoke`, body)
    const held = async () => ((await (await b.call('GET', `/v1/sessions/${key(4).address}`)).json()) as { sessions: unknown[] }).sessions
    expect(await (await revoke({ pci: CAIP2, signature: `${first.signature.slice(0, -2)}00` })).json()).toEqual({ revoked: 0 })
    // Another browser holding the signature (but not the cookie) ends nothing either.
    expect(await (await browser().call('POST', `/v1/sessions/${key(4).address}/revoke`, { pci: CAIP2, signature: first.signature })).json()).toEqual({ revoked: 0 })
    expect(await (await revoke({ pci: 'eip155:999', signature: first.signature })).json()).toEqual({ revoked: 0 })
    expect(await held()).toHaveLength(2)
    expect(await (await revoke({ pci: CAIP2, signature: first.signature })).json()).toEqual({ revoked: 1 })
    expect(await held()).toEqual([second])
    const bad = await revoke({ pci: CAIP2, signature: 42 })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toBe("Invalid body field 'signature': must be the signature of the session to end")
    expect(await held()).toEqual([second])
  })
})

describe('SPEC §4 smart accounts sign in through the chain (viem verifySiweMessage, ERC-1271)', () => {
  let account: Address
  beforeAll(async () => {
    const require = createRequire(import.meta.url)
    const solc = require('solc') as { compile(input: string): string }
    // An ERC-1271 account: valid signatures are its owner's.
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedAccount {
  address public immutable owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    return ecrecover(hash, uint8(sig[64]), bytes32(sig[0:32]), bytes32(sig[32:64])) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`
    const out = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources: { 'A.sol': { content: source } }, settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } } }))) as {
      contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
    }
    const artifact = out.contracts['A.sol']!.OwnedAccount!
    const wallet = createWalletClient({ account: key(3), chain: { id: CHAIN_ID, name: 'Local A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [ctx().chain.url] } } }, transport: http(ctx().chain.url) }).extend(publicActions)
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` as Hex, args: [key(3).address] })
    account = getAddress((await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!)
  }, 60_000)

  it("SPEC §4 a smart account signs in with its owner's signature; a stranger's is refused", async () => {
    const b = browser()
    expect(await errorOf(await b.call('POST', '/v1/sessions', await signedSession(b, { signer: 4, account })))).toBe('Invalid signature')
    const res = await b.call('POST', '/v1/sessions', await signedSession(b, { signer: 3, account }))
    expect(res.status).toBe(200)
    expect(((await (await b.call('GET', `/v1/sessions/${account}`)).json()) as { sessions: unknown[] }).sessions).toHaveLength(1)
  })
})

describe('SPEC §4 Sign In With Solana on the services', () => {
  const chainId = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
  const service = createSignInService({ db: openDatabase(undefined), origins: [ORIGIN], chains: [{ caipNetworkId: chainId, name: 'Solana', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } }] })
  const solanaSession = (holder: string, index = 0) => {
    const { nonce, issuedAt, expirationTime } = service.issueNonce(holder)
    const signer = devSolanaKey(index)
    const data: SiwxMessageData = { accountAddress: devSolanaKey(0).address, chainId, domain: '127.0.0.1:5173', uri: `${ORIGIN}/`, version: '1', nonce, statement: 'Sign in to the Gangway demo', issuedAt, expirationTime }
    const message = siwxMessage(data, 'Solana')
    return { data, message, signature: encodeBase58(nacl.sign.detached(new TextEncoder().encode(message), signer.secretKey)) }
  }
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => (e instanceof SignInError ? e.message : String(e)))

  it('SPEC §4 the wallet’s ed25519 signature of the SIWS message opens a session; a replay, a tampered signature or another key are refused', async () => {
    const session = solanaSession('holder-a')
    const opened = await service.signIn('holder-a', session, { origin: ORIGIN })
    expect(opened).toMatchObject({ address: devSolanaKey(0).address, chainId, message: session.message })
    expect(service.sessions('holder-a', { address: devSolanaKey(0).address }).map((s) => s.signature)).toEqual([session.signature])
    expect(await refusal(service.signIn('holder-a', session))).toBe('Unknown, used or expired nonce')
    const fresh = solanaSession('holder-a')
    const bytes = [...fresh.signature]
    bytes[5] = bytes[5] === '2' ? '3' : '2'
    expect(await refusal(service.signIn('holder-a', { ...fresh, signature: bytes.join('') }))).toBe('Invalid signature')
    expect(await refusal(service.signIn('holder-a', solanaSession('holder-a', 1)))).toBe('Invalid signature')
    expect(service.revoke('holder-a', devSolanaKey(0).address)).toBe(1)
    expect(service.sessions('holder-a')).toEqual([])
  })
})

describe('SPEC §7 bad input to the names and sessions routes', () => {
  it('SPEC §7 malformed bodies and paths get 4xx answers with a message, and the API keeps answering', async () => {
    const b = browser()
    await b.nonce()
    const posts: Array<[string, string]> = [
      ['/v1/sessions', 'not json'],
      ['/v1/sessions', '{"__proto__":{"polluted":true},"data":{}}'],
      ['/v1/sessions', JSON.stringify({ data: { chainId: 'eip155:31337' }, message: 'x'.repeat(9000), signature: '0x' })],
      ['/v1/sessions/nonce', '{'],
      [`/v1/sessions/${'z'.repeat(300)}/revoke`, '{"pci":{"x":1}}'],
      ['/v1/profile/account', 'null'],
      ['/v1/profile/account', '{"coin_type":-1,"address":"0x","message":"","signature":"zz"}'],
      ['/v1/profile/account', JSON.stringify({ coin_type: 60, address: key(0).address, message: '{"name":1}', signature: '0x00' })],
      ['/v1/profile/account', JSON.stringify({ coin_type: 60, address: key(0).address, message: 'x'.repeat(20_000), signature: '0x00' })],
    ]
    const statuses = await Promise.all(posts.map(([path, body]) => fetch(url(path), { method: 'POST', headers: { origin: ORIGIN, cookie: b.setCookie(), 'content-type': 'application/json' }, body })))
    for (const [i, res] of statuses.entries()) {
      const [path, body] = posts[i]!
      if (path === '/v1/sessions/nonce') continue // a nonce needs no body: whatever is sent is ignored
      expect(res.status, `${path} ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${path} ${body.slice(0, 60)}`).toBeLessThan(500)
      expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string')
    }
    const gets = ['/v1/profile/suggestions/%E0%A4%A', `/v1/profile/reverse/${'0x'.padEnd(3000, 'f')}`, '/v1/profile/account/%00']
    for (const path of gets) expect((await fetch(url(path))).status, path).toBeGreaterThanOrEqual(400)
    expect((await fetch(url('/v1/supported-chains'))).status).toBe(200)
  })
})
