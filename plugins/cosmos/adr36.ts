// ADR-36: arbitrary data signed as an amino document with one sign/MsgSignData (signer, base64 data)
// and an empty chain id, account number, sequence, fee and memo, so it can never be a transaction.
import type { StdSignDoc } from './cosmjs-types'
import { toBase64 } from './bytes'

export const adr36Document = (signer: string, message: string): StdSignDoc => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
  memo: '',
})
