// The chains the phone wallet serves beyond EVM (Bitcoin, Polkadot, Cosmos), as the wallet side of their
// WalletConnect methods. Types only here: more-chains.ts makes them when the stack runs those chains.
export interface PhoneChain {
  /** CAIP-2 id, e.g. bip122:0f9188f13cb7b2c71f2a335e3a4fc328 */
  id: string
  namespace: string
  name: string
  /** The methods and events it answers when the dapp asks for none in particular. */
  methods: string[]
  events: string[]
  /** Methods that only read (the account's addresses): answered at once, as wallets do, without asking. */
  reads: string[]
  /** The phone's account on this chain (loads its keys on first use). */
  account(): Promise<string>
  /** What the person is asked to approve. */
  describe(method: string, params: unknown): string
  /** The wallet's answer, in WalletConnect's shape for the namespace; throws for a method it does not know. */
  answer(method: string, params: unknown): Promise<unknown>
}
