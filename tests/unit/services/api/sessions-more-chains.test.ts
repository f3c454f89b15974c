// Sign-in with X on the services for Bitcoin, Polkadot and Cosmos (SPEC §1 five namespaces, §4 SIWX):
// the message the modal builds with each plugin's chain name, signed by the dev wallets' own signing code
// (BIP-322 on P2WPKH and P2TR, sr25519 through signRaw, ADR-36 through signArbitrary), opens a session;
// a changed message, another address and a broken signature are refused as 'Invalid signature'.
import { afterAll, describe, expect, it } from 'vitest'
import { signMessage as signBitcoin } from '../../../../demo/dev-wallet/bitcoin-signing'
import { createCosmosDevWallet } from '../../../../demo/dev-wallet/cosmos'
import { createPolkadotDevWallet } from '../../../../demo/dev-wallet/polkadot'
import { bip122 } from '../../../../plugins/bip122'
import { cosmos } from '../../../../plugins/cosmos'
import { siwxMessage, type SiwxMessageData } from '../../../../plugins/features-siwx/message'
import { polkadot } from '../../../../plugins/polkadot'
import { bip122Verifier } from '../../../../services/api/siwx/offline-verifiers'
import { createSignInService, SignInError } from '../../../../services/api/siwx/service'
import { openDatabase } from '../../../../services/api/store/db'
import { BIP122_REGTEST, devBitcoinKey } from '../../../../services/dev/bitcoin-keys'
import { DEV_COSMOS_CHAIN_ID, devCosmosKey } from '../../../../services/dev/cosmos-keys'
import { DEV_POLKADOT_ADDRESSES } from '../../../../services/dev/polkadot-accounts'

const ORIGIN = 'http://127.0.0.1:5173'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = `cosmos:${DEV_COSMOS_CHAIN_ID}`
const db = openDatabase(undefined)
afterAll(() => db.close())
const service = createSignInService({ db, origins: [ORIGIN], chains: [], offlineChains: [BIP122_REGTEST, POLKADOT, COSMOS] })
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** What each namespace's plugin says its family is called in the message (capabilities.signIn.chainName). */
const chainName = { bip122: bip122().capabilities.signIn!.chainName, polkadot: polkadot().capabilities.signIn!.chainName, cosmos: cosmos().capabilities.signIn!.chainName }

/** The dev wallets, signing a message as the modal asks them to; the signature in the form the plugin sends. */
const wallets = {
  bitcoinPayment: async (message: string) => base64(signBitcoin({ accountIndex: 0, purpose: 'payment', message: new TextEncoder().encode(message), protocol: 'bip322' })),
  bitcoinTaproot: async (message: string) => base64(signBitcoin({ accountIndex: 0, purpose: 'ordinals', message: new TextEncoder().encode(message), protocol: 'bip322' })),
  polkadot: async (message: string) => {
    const injected = await createPolkadotDevWallet().extension.enable('Gangway test')
    return (await injected.signer.signRaw({ address: DEV_POLKADOT_ADDRESSES[0]!, data: message, type: 'bytes' })).signature
  },
  cosmos: async (message: string) => {
    const wallet = createCosmosDevWallet({ chains: [{ chainId: DEV_COSMOS_CHAIN_ID, chainName: 'Gangway Local', rpc: 'http://127.0.0.1:9', bech32Prefix: 'cosmos' }] })
    await wallet.ready()
    await wallet.keplr.enable(DEV_COSMOS_CHAIN_ID)
    return (await wallet.keplr.signArbitrary(DEV_COSMOS_CHAIN_ID, devCosmosKey(0).address, message)).signature
  },
}

interface Case {
  title: string
  chainId: string
  name: string
  address: string
  other: string
  sign: (message: string) => Promise<string>
}
const cases: Case[] = [
  { title: 'Bitcoin, BIP-322 on native segwit (P2WPKH)', chainId: BIP122_REGTEST, name: chainName.bip122, address: devBitcoinKey(0).address, other: devBitcoinKey(1).address, sign: wallets.bitcoinPayment },
  { title: 'Bitcoin, BIP-322 on taproot (P2TR)', chainId: BIP122_REGTEST, name: chainName.bip122, address: devBitcoinKey(0, 'p2tr').address, other: devBitcoinKey(1, 'p2tr').address, sign: wallets.bitcoinTaproot },
  { title: 'Polkadot, sr25519 over <Bytes>', chainId: POLKADOT, name: chainName.polkadot, address: DEV_POLKADOT_ADDRESSES[0]!, other: DEV_POLKADOT_ADDRESSES[1]!, sign: wallets.polkadot },
  { title: 'Cosmos, ADR-36 (public key recovered from the signature)', chainId: COSMOS, name: chainName.cosmos, address: devCosmosKey(0).address, other: devCosmosKey(1).address, sign: wallets.cosmos },
]

let holders = 0
/** A browser's nonce and the session data the modal makes of it. */
function dataFor(c: Case, address = c.address): { holder: string; data: SiwxMessageData } {
  const holder = `browser-${++holders}`
  const { nonce, issuedAt, expirationTime } = service.issueNonce(holder)
  return { holder, data: { accountAddress: address, chainId: c.chainId, domain: new URL(ORIGIN).host, uri: `${ORIGIN}/`, version: '1', nonce, statement: 'Sign in to the Gangway demo', issuedAt, expirationTime } }
}
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SignInError ? `${error.status} ${error.message}` : `thrown: ${String(error)}`),
  )

describe.each(cases)('SPEC §4 SIWX on the services: $title', (c) => {
  it('SPEC §1 the dev wallet signs the CAIP-122 message the modal builds; the server verifies it and opens the session', async () => {
    const { holder, data } = dataFor(c)
    const message = siwxMessage(data, c.name)
    const session = await service.signIn(holder, { data, message, signature: await c.sign(message) }, { origin: ORIGIN })
    expect(session).toMatchObject({ address: c.address, chainId: c.chainId })
    expect(service.sessions(holder, { address: c.address, chainId: c.chainId })).toHaveLength(1)
  })

  it('SPEC §4 a message that is not the one its family makes of the data is refused', async () => {
    const { holder, data } = dataFor(c)
    const message = siwxMessage(data, 'Ethereum')
    expect(await refusal(service.signIn(holder, { data, message, signature: await c.sign(message) }, { origin: ORIGIN }))).toBe('400 The message does not match its data')
  })

  it('SPEC §4 a signature of another message (the statement changed after signing) is refused', async () => {
    const { holder, data } = dataFor(c)
    const signature = await c.sign(siwxMessage(data, c.name))
    const changed = { ...data, statement: 'Sign in and send everything' }
    expect(await refusal(service.signIn(holder, { data: changed, message: siwxMessage(changed, c.name), signature }, { origin: ORIGIN }))).toBe('401 Invalid signature')
  })

  it("SPEC §4 the account's signature does not sign in another address", async () => {
    const mine = dataFor(c)
    const signature = await c.sign(siwxMessage(mine.data, c.name))
    const { holder, data } = dataFor(c, c.other)
    const forged = { ...data, nonce: mine.data.nonce }
    expect(await refusal(service.signIn(mine.holder, { data: forged, message: siwxMessage(forged, c.name), signature }, { origin: ORIGIN }))).toBe('401 Invalid signature')
    expect(service.sessions(holder)).toEqual([])
  })

  it('SPEC §4 a broken signature is refused, not an error', async () => {
    const { holder, data } = dataFor(c)
    const message = siwxMessage(data, c.name)
    const signature = await c.sign(message)
    // one character changed in the middle (to another value in hex, where 'a' is 'A', and in base64), and plain junk
    const middle = Math.floor(signature.length / 2)
    const flipped = signature.slice(0, middle) + (/a/i.test(signature[middle]!) ? 'B' : 'A') + signature.slice(middle + 1)
    for (const bad of [flipped, 'not a signature']) expect(await refusal(service.signIn(holder, { data, message, signature: bad }, { origin: ORIGIN }))).toBe('401 Invalid signature')
  })
})

describe('SPEC §4 SIWX on the services: Bitcoin legacy signatures', () => {
  it('a "Bitcoin Signed Message" signature (BIP-137, what some wallets answer for P2PKH and nested segwit) verifies for its key\'s address only', async () => {
    // the dev wallet signs ECDSA only for short messages (the modal always asks for BIP-322)
    const message = 'Sign in to Gangway'
    const signature = base64(signBitcoin({ accountIndex: 0, purpose: 'payment', message: new TextEncoder().encode(message), protocol: 'ecdsa' }))
    const { data } = dataFor(cases[0]!)
    expect(await bip122Verifier.verify(data, message, signature, new Date())).toBe(true)
    expect(await bip122Verifier.verify(data, `${message}!`, signature, new Date())).toBe(false)
    expect(await bip122Verifier.verify({ ...data, accountAddress: devBitcoinKey(1).address }, message, signature, new Date())).toBe(false)
  })
})
