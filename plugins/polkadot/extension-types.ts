// The polkadot-js extension protocol as a dapp reads it (`window.injectedWeb3`), types only: the shapes
// @polkadot/extension-inject defines, as far as the plugin uses them.
export interface InjectedAccount {
  address: string
  name?: string
  type?: string
  genesisHash?: string | null
}

export interface SignerResult {
  id: number
  signature: `0x${string}`
}

/** What signPayload takes: @polkadot/types' SignerPayloadJSON (every field a JSON value). */
export type SignerPayloadJSON = Record<string, unknown> & { address: string }

export interface Injected {
  accounts: { get(anyType?: boolean): Promise<InjectedAccount[]>; subscribe?(cb: (accounts: InjectedAccount[]) => void): () => void }
  signer: {
    signPayload?(payload: SignerPayloadJSON): Promise<SignerResult>
    signRaw?(raw: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<SignerResult>
  }
}

export interface InjectedExtension {
  version?: string
  enable(originName: string): Promise<Injected>
}
