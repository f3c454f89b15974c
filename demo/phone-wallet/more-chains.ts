// The phone wallet's Bitcoin, Polkadot and Cosmos accounts: the SECOND public dev key of each (account #1:
// a regtest P2WPKH address, //Bob, m/44'/118'/0'/0/1), answering WalletConnect's methods of each namespace:
//   bip122:   getAccountAddresses, signMessage (BIP-322), signPsbt (broadcast optional), sendTransfer
//   polkadot: polkadot_signMessage (signRaw-style <Bytes> wrapping), polkadot_signTransaction (signer payload)
//   cosmos:   cosmos_getAccounts, cosmos_signDirect, cosmos_signAmino (ADR-36 messages arrive as amino docs)
// The signing code loads on first use. Never use these keys for real funds.
import type { DemoConfig } from '../config'
import type { PhoneChain } from './chains'

const ACCOUNT = 1
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const field = (params: unknown, key: string): unknown => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined)
const unsupported = (method: string) => Object.assign(new Error(`${method} is not supported by the demo phone wallet`), { code: 4200 })

function bitcoinChain(bitcoin: NonNullable<DemoConfig['bitcoin']>): PhoneChain {
  const key = async () => (await import('../../services/dev/bitcoin-keys')).devBitcoinKey(ACCOUNT, 'p2wpkh')
  const signing = () => import('../dev-wallet/bitcoin-signing')
  return {
    id: bitcoin.caip2,
    namespace: 'bip122',
    name: 'Bitcoin Regtest',
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: [],
    reads: ['getAccountAddresses'],
    account: async () => (await key()).address,
    describe: (method, params) =>
      method === 'signMessage' ? `Sign “${String(field(params, 'message'))}”` : method === 'sendTransfer' ? `Send ${String(field(params, 'amount'))} sat to ${String(field(params, 'recipientAddress'))}` : method === 'signPsbt' ? 'Sign a Bitcoin transaction' : method,
    async answer(method, params) {
      const k = await key()
      const s = await signing()
      if (method === 'getAccountAddresses') return [{ address: k.address, publicKey: toHex(k.publicKey), path: k.path, intention: 'payment' }]
      if (method === 'signMessage') {
        const signature = s.signMessage({ accountIndex: ACCOUNT, purpose: 'payment', message: new TextEncoder().encode(String(field(params, 'message'))), protocol: field(params, 'protocol') === 'ecdsa' ? 'ecdsa' : 'bip322' })
        return { address: k.address, signature: toBase64(signature) }
      }
      if (method === 'signPsbt') {
        const inputs = (field(params, 'signInputs') as Array<{ address: string; index: number }>).filter((i) => i.address === k.address).map((i) => i.index)
        const broadcast = field(params, 'broadcast') === true
        const { signedPsbt, tx } = s.signPsbt({ psbt: fromBase64(String(field(params, 'psbt'))), accountIndex: ACCOUNT, inputs: [{ purpose: 'payment', indexes: inputs }], finalize: broadcast })
        return { psbt: toBase64(signedPsbt), ...(broadcast && tx ? { txid: await s.broadcast(bitcoin.esploraUrl, tx, fetch) } : {}) }
      }
      if (method === 'sendTransfer') {
        const tx = await s.buildTransfer({ esploraUrl: bitcoin.esploraUrl, accountIndex: ACCOUNT, recipients: [{ address: String(field(params, 'recipientAddress')), amount: BigInt(String(field(params, 'amount'))) }], fetch })
        return { txid: await s.broadcast(bitcoin.esploraUrl, tx, fetch) }
      }
      throw unsupported(method)
    },
  }
}

function polkadotChain(polkadot: NonNullable<DemoConfig['polkadot']>): PhoneChain {
  const pair = async () => (await (await import('../../services/dev/polkadot-keys')).devPolkadotPairs())[ACCOUNT]!
  return {
    id: `polkadot:${polkadot.genesisHash.replace(/^0x/, '').slice(0, 32)}`,
    namespace: 'polkadot',
    name: 'Polkadot Local',
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: [],
    reads: [],
    account: async () => (await pair()).address,
    describe: (method, params) => (method === 'polkadot_signMessage' ? `Sign “${String(field(params, 'message'))}”` : method === 'polkadot_signTransaction' ? 'Sign a Polkadot transaction' : method),
    async answer(method, params) {
      const p = await pair()
      if (method === 'polkadot_signMessage') {
        const { u8aToHex, u8aWrapBytes, stringToU8a, hexToU8a, isHex } = await import('@polkadot/util')
        const message = String(field(params, 'message'))
        return { signature: u8aToHex(p.sign(u8aWrapBytes(isHex(message) ? hexToU8a(message) : stringToU8a(message)))) }
      }
      if (method === 'polkadot_signTransaction') {
        const { TypeRegistry } = await import('@polkadot/types')
        const payload = field(params, 'transactionPayload') as { signedExtensions: string[]; version: number }
        const registry = new TypeRegistry()
        registry.setSignedExtensions(payload.signedExtensions)
        return { signature: registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(p).signature }
      }
      throw unsupported(method)
    },
  }
}

function cosmosChain(cosmos: NonNullable<DemoConfig['cosmos']>): PhoneChain {
  const key = async () => (await import('../../services/dev/cosmos-keys')).devCosmosKey(ACCOUNT)
  const signers = async () => (await import('../dev-wallet/cosmos-signing')).signersFor((await key()).privateKey, cosmos.prefix)
  return {
    id: `cosmos:${cosmos.chainId}`,
    namespace: 'cosmos',
    name: 'Cosmos Local',
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
    reads: ['cosmos_getAccounts'],
    account: async () => (await key()).address,
    describe: (method, params) => {
      const msgs = (field(field(params, 'signDoc'), 'msgs') as Array<{ type: string; value: { data?: string } }> | undefined) ?? []
      if (method === 'cosmos_signAmino' && msgs[0]?.type === 'sign/MsgSignData') return `Sign “${new TextDecoder().decode(fromBase64(msgs[0].value.data ?? ''))}”`
      return method === 'cosmos_getAccounts' ? 'Share your Cosmos account' : 'Sign a Cosmos transaction'
    },
    async answer(method, params) {
      const k = await key()
      if (method === 'cosmos_getAccounts') return [{ algo: 'secp256k1', address: k.address, pubkey: toBase64(k.publicKey) }]
      const signer = String(field(params, 'signerAddress'))
      if (method === 'cosmos_signAmino') return (await signers()).amino.signAmino(signer, field(params, 'signDoc') as never)
      if (method === 'cosmos_signDirect') {
        const doc = field(params, 'signDoc') as { chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }
        const { signed, signature } = await (await signers()).direct.signDirect(signer, { chainId: doc.chainId, accountNumber: BigInt(doc.accountNumber), authInfoBytes: fromBase64(doc.authInfoBytes), bodyBytes: fromBase64(doc.bodyBytes) })
        return { signature, signed: { chainId: signed.chainId, accountNumber: signed.accountNumber.toString(), authInfoBytes: toBase64(signed.authInfoBytes), bodyBytes: toBase64(signed.bodyBytes) } }
      }
      throw unsupported(method)
    },
  }
}

export function phoneChains(config: DemoConfig): PhoneChain[] {
  return [config.bitcoin && bitcoinChain(config.bitcoin), config.polkadot && polkadotChain(config.polkadot), config.cosmos && cosmosChain(config.cosmos)].filter((c): c is PhoneChain => Boolean(c))
}
