// How the services check a sign-in per chain family: the standard's own message for the session's
// data (EIP-4361 through viem, Sign In With Solana through @solana/wallet-standard-util), and the
// account's signature of it. EVM signatures are checked through the chain's node, so smart accounts
// (ERC-1271, ERC-6492) sign in too. Bitcoin, Polkadot and Cosmos need no node: offline-verifiers.ts.
import { createSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { isAddress, type Address, type Hex, type PublicClient } from 'viem'
import { createSiweMessage, verifySiweMessage } from 'viem/siwe'
import { chainReference, type SiwxMessageData } from '../../../plugins/features-siwx/message'
import { decodeBase58 } from '../../../plugins/solana/base58'

export interface SignInVerifier {
  /** The message the family's standard makes of `data`; undefined when the fields cannot make one. */
  message(data: SiwxMessageData): string | undefined
  /** Whether `signature` is the account's signature of `message`, valid at `now`. */
  verify(data: SiwxMessageData, message: string, signature: string, now: Date): Promise<boolean>
  /** The form addresses compare in. */
  normalize(address: string): string
}

const attempt = <T>(make: () => T): T | undefined => {
  try {
    return make()
  } catch {
    return undefined
  }
}

/** EIP-4361 on an EVM chain; `client` reads the chain the session is for. */
export function eip155Verifier(clientFor: (caip2: string) => PublicClient | undefined): SignInVerifier {
  const date = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))
  return {
    message: (d) =>
      attempt(() =>
        isAddress(d.accountAddress)
          ? createSiweMessage({
              address: d.accountAddress,
              chainId: Number(chainReference(d.chainId)),
              domain: d.domain,
              uri: d.uri,
              version: d.version,
              nonce: d.nonce,
              statement: d.statement,
              issuedAt: new Date(d.issuedAt),
              expirationTime: date(d.expirationTime),
              notBefore: date(d.notBefore),
              requestId: d.requestId,
              resources: d.resources,
            })
          : undefined,
      ),
    async verify(d, message, signature, now) {
      const client = clientFor(d.chainId)
      if (!client || !/^0x[0-9a-fA-F]+$/.test(signature)) return false
      return verifySiweMessage(client, { message, signature: signature as Hex, address: d.accountAddress as Address, domain: d.domain, nonce: d.nonce, time: now }).catch(() => false)
    },
    normalize: (address) => address.toLowerCase(),
  }
}

/** Sign In With Solana: the wallet's ed25519 signature of the message, base58 as the modal sends it. */
export const solanaVerifier: SignInVerifier = {
  message: (d) =>
    createSignInMessageText({
      domain: d.domain,
      address: d.accountAddress,
      statement: d.statement,
      uri: d.uri,
      version: d.version,
      chainId: chainReference(d.chainId),
      nonce: d.nonce,
      issuedAt: d.issuedAt,
      expirationTime: d.expirationTime,
      notBefore: d.notBefore,
      requestId: d.requestId,
      resources: d.resources,
    }),
  async verify(d, message, signature, now) {
    const publicKey = attempt(() => decodeBase58(d.accountAddress))
    const signatureBytes = attempt(() => decodeBase58(signature))
    if (publicKey?.length !== 32 || signatureBytes?.length !== 64) return false
    if (d.expirationTime && new Date(d.expirationTime) <= now) return false
    if (d.notBefore && new Date(d.notBefore) > now) return false
    const input: SolanaSignInInput = { domain: d.domain, address: d.accountAddress, statement: d.statement, uri: d.uri, version: d.version, chainId: chainReference(d.chainId), nonce: d.nonce, issuedAt: d.issuedAt, expirationTime: d.expirationTime, notBefore: d.notBefore, requestId: d.requestId, resources: d.resources }
    const account = { address: d.accountAddress, publicKey, chains: [], features: [] } as const
    return attempt(() => verifySignIn(input, { account, signedMessage: new TextEncoder().encode(message), signature: signatureBytes })) ?? false
  },
  normalize: (address) => address,
}
