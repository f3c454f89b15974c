// A refusal of the smart-account and EIP-5792 code, with its JSON-RPC / EIP-5792 code (the routes answer it like a WalletError).
export class SmartAccountError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
