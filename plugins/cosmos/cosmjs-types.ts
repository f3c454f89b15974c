// The @cosmjs types this plugin names, read off @cosmjs/stargate, the peer a host installs for
// gangway/cosmos. @cosmjs/amino and @cosmjs/proto-signing are stargate's own dependencies, not ours:
// a host's package manager need not put them where our declarations could import them.
import type { SigningStargateClient } from '@cosmjs/stargate'

export type OfflineSigner = Parameters<typeof SigningStargateClient.connectWithSigner>[1]
type AminoSigner = Extract<OfflineSigner, { signAmino: unknown }>
type DirectSigner = Extract<OfflineSigner, { signDirect: unknown }>
export type AccountData = Awaited<ReturnType<OfflineSigner['getAccounts']>>[number]
export type StdSignDoc = Parameters<AminoSigner['signAmino']>[1]
export type AminoSignResponse = Awaited<ReturnType<AminoSigner['signAmino']>>
export type StdSignature = AminoSignResponse['signature']
export type DirectSignResponse = Awaited<ReturnType<DirectSigner['signDirect']>>
