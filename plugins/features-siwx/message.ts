// CAIP-122 sign-in messages, one text form for every chain family: the namespace plugin names its
// family (`capabilities.signIn.chainName`). With 'Ethereum' the text is EIP-4361's, with 'Solana'
// it is Sign In With Solana's (tests compare both with viem and @solana/wallet-standard-util). A
// statement is always present: without one, EIP-4361 and SIWS lay out the blank lines differently.
// No imports, so the services rebuild and check the very same text.

/** SPEC §3 sign-in session `data`: the fields the message is made of. */
export interface SiwxMessageData {
  accountAddress: string
  /** CAIP-2, e.g. eip155:1; the message carries its reference. */
  chainId: string
  /** RFC 3986 authority of the site asking: host[:port]. */
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** The CAIP-2 reference of a chain id: what the message's "Chain ID" line holds. */
export const chainReference = (caip2: string): string => caip2.slice(caip2.indexOf(':') + 1)

export function siwxMessage(data: SiwxMessageData, chainName: string): string {
  const lines = [
    `${data.domain} wants you to sign in with your ${chainName} account:`,
    data.accountAddress,
    '',
    data.statement,
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainReference(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
