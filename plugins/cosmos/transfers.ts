// Sending on a Cosmos chain (loaded on the first send, with @cosmjs/stargate): one bank MsgSend of the
// network's denomination, signed by the wallet in SIGN_MODE_DIRECT (cosmos_signDirect) or
// SIGN_MODE_LEGACY_AMINO_JSON (cosmos_signAmino), whichever the plugin is set to, with a fee from a
// simulation at the network's gas price. broadcast_tx_sync gives the hash once CheckTx passed;
// `confirm` reads the block's result: a transaction can be included and still fail (code ≠ 0, e.g. an
// amount above the balance), and then it rejects. Exact in the micro-denomination.
import type { AccountData, AminoSignResponse, DirectSignResponse, OfflineSigner, StdSignDoc } from './cosmjs-types'
import { calculateFee, GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { gangwayError, rpcUrl, type KernelContext, type NamespaceTransfers, type Network, type WalletSession } from 'gangway'
import { decodeAccountAddress } from './bech32'
import { fromBase64, toBase64 } from './bytes'
import { clientFor } from './chain'
import { chainConfigOf } from './networks'

export type SignMode = 'direct' | 'amino'
export const CONFIRM_TIMEOUT_MS = 120_000
/** The gas a 'Max' keeps a fee for: a bank send simulates well under this. */
export const FEE_RESERVE_GAS = 200_000

/** A transaction the chain included but did not apply (its code and log). */
export class TransactionFailed extends Error {
  constructor(
    readonly code: number,
    log: string,
  ) {
    super(`Transaction failed with code ${code}: ${log}`)
    this.name = 'TransactionFailed'
  }
}

/** An @cosmjs offline signer over the session's WalletConnect-shaped calls. */
export async function sessionSigner(session: WalletSession, address: string, mode: SignMode): Promise<OfflineSigner> {
  const request = session.request!
  const listed = (await request({ method: 'cosmos_getAccounts' })) as Array<{ address: string; algo: string; pubkey: string }>
  const account = listed.find((a) => a.address === address)
  if (!account) throw new Error(`The wallet does not hold ${address}`)
  const accounts: AccountData[] = [{ address, algo: account.algo as AccountData['algo'], pubkey: fromBase64(account.pubkey) }]
  if (mode === 'amino') {
    return {
      getAccounts: async () => accounts,
      signAmino: async (signerAddress: string, signDoc: StdSignDoc) => (await request({ method: 'cosmos_signAmino', params: { signerAddress, signDoc } })) as AminoSignResponse,
    }
  }
  return {
    getAccounts: async () => accounts,
    signDirect: async (signerAddress, signDoc): Promise<DirectSignResponse> => {
      const { signed, signature } = (await request({
        method: 'cosmos_signDirect',
        params: {
          signerAddress,
          signDoc: { chainId: signDoc.chainId, accountNumber: signDoc.accountNumber.toString(), authInfoBytes: toBase64(signDoc.authInfoBytes), bodyBytes: toBase64(signDoc.bodyBytes) },
        },
      })) as { signed: { chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }; signature: DirectSignResponse['signature'] }
      return {
        signature,
        signed: { chainId: signed.chainId, accountNumber: BigInt(signed.accountNumber), authInfoBytes: fromBase64(signed.authInfoBytes), bodyBytes: fromBase64(signed.bodyBytes) },
      }
    },
  }
}

function checkReceiver(network: Network, to: string): void {
  const decoded = decodeAccountAddress(to)
  if (!decoded || decoded.prefix !== chainConfigOf(network).prefix) throw new Error(`${to} is not a ${network.name} address`)
}

export function cosmosTransfers(o: { signMode: SignMode }): NamespaceTransfers {
  return {
    async send(_ctx, session, r) {
      if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
      if (r.token) throw gangwayError('UNSUPPORTED_CHAIN')
      checkReceiver(r.network, r.to)
      const { denom, gasPrice } = chainConfigOf(r.network)
      const client = await SigningStargateClient.connectWithSigner(rpcUrl(r.network), await sessionSigner(session, r.from, o.signMode), { gasPrice: GasPrice.fromString(gasPrice) })
      try {
        const message = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: r.from, toAddress: r.to, amount: [{ denom, amount: r.amount.toString() }] } }
        return await client.signAndBroadcastSync(r.from, [message], 'auto')
      } finally {
        client.disconnect()
      }
    },
    async confirm(ctx: KernelContext, network: Network, hash: string) {
      const client = await clientFor(ctx, network)
      const deadline = Date.now() + CONFIRM_TIMEOUT_MS
      while (Date.now() < deadline) {
        const tx = await client.getTx(hash)
        if (tx) {
          if (tx.code !== 0) throw new TransactionFailed(tx.code, tx.rawLog ?? '')
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      throw gangwayError('REQUEST_TIMEOUT')
    },
    async feeReserve(_ctx, network) {
      const { amount } = calculateFee(FEE_RESERVE_GAS, GasPrice.fromString(chainConfigOf(network).gasPrice))
      return BigInt(amount[0]!.amount)
    },
  }
}
