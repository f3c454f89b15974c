// A refusal of the smart-account and EIP-5792 code, with its JSON-RPC / EIP-5792 code (the routes answer it like
// a WalletError). The same class as the wallet_sendCalls checks throw, so their refusals answer alike.
export { CodedError as SmartAccountError } from '../../plugins/auth-embedded/send-calls-rules'
