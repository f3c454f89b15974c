// EIP-5792 wallet_sendCalls checks (SPEC §8 5700-5760): the rules the modal also runs before it asks for
// approval live beside the frame protocol, so both sides check the same way.
export { checkSendCalls, MAX_CALLS, SEND_CALLS_ERRORS, sendCallsError, type SendCallsRequest } from '../../plugins/auth-embedded/send-calls-rules'
