// Sending on Solana (loaded on the first send, with @solana/web3.js): SOL with a System transfer,
// SPL tokens with TransferChecked between associated token accounts (the receiver's is created when
// it has none). The wallet signs and sends (solana_signAndSendTransaction). The two token
// instructions are encoded here, by their published layouts: @solana/spl-token needs a global
// Buffer that browsers do not have.
import { Connection, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { gangwayError, rpc, rpcUrl, type KernelContext, type Network, type TransferRequest, type WalletSession } from 'gangway'
import { asSendFailure } from './errors'
import { toBase64 } from './requests'

/**
 * Two signatures' worth of fees (5000 lamports each) kept back from a 'Max' of SOL, with the
 * rent-exempt minimum of the sender's account: the runtime refuses a transfer that leaves an
 * account with some lamports but fewer than that (InsufficientFundsForRent).
 */
export const FEE_RESERVE_LAMPORTS = 10_000n
export const CONFIRM_TIMEOUT_MS = 120_000

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The associated token account of `owner` for `mint`: a PDA of [owner, token program, mint]. */
export const associatedTokenAddress = (mint: PublicKey, owner: PublicKey, programId: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync([owner.toBytes(), programId.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]

// web3.js types instruction data as Buffer; any Uint8Array serialises the same.
type InstructionData = ConstructorParameters<typeof TransactionInstruction>[0]['data']
const data = (bytes: Uint8Array) => bytes as unknown as InstructionData

/** Associated Token Account program, Create (no data): payer, account, owner, mint, System, token program. */
function createAssociatedTokenAccount(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, programId: PublicKey) {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: data(new Uint8Array(0)),
  })
}

/** Token program TransferChecked: [12, amount u64 LE, decimals u8]; source, mint, destination, owner. */
function transferChecked(source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey, amount: bigint, decimals: number, programId: PublicKey) {
  const bytes = new Uint8Array(10)
  bytes[0] = 12
  new DataView(bytes.buffer).setBigUint64(1, amount, true)
  bytes[9] = decimals
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: data(bytes),
  })
}

/** Sends; a refusal by the network comes out with a readable reason (./errors), the original kept inside. */
export async function send(ctx: KernelContext, session: WalletSession, r: TransferRequest): Promise<string> {
  try {
    return await sendTransfer(ctx, session, r)
  } catch (error) {
    throw asSendFailure(error)
  }
}

async function sendTransfer(ctx: KernelContext, session: WalletSession, r: TransferRequest): Promise<string> {
  if (!session.request) throw gangwayError('METHOD_NOT_SUPPORTED')
  const connection = new Connection(rpcUrl(r.network), { commitment: 'confirmed', fetch: ctx.env.fetch })
  const from = new PublicKey(r.from)
  const to = new PublicKey(r.to)
  const tx = new Transaction({ feePayer: from, ...(await connection.getLatestBlockhash()) })
  if (!r.token) {
    tx.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: r.amount }))
  } else {
    const mint = new PublicKey(r.token.address)
    // The mint's owner says which token program (classic or 2022) its accounts live under.
    const programId = (await connection.getAccountInfo(mint))?.owner ?? TOKEN_PROGRAM_ID
    const source = associatedTokenAddress(mint, from, programId)
    const destination = associatedTokenAddress(mint, to, programId)
    if (!(await connection.getAccountInfo(destination))) tx.add(createAssociatedTokenAccount(from, destination, to, mint, programId))
    tx.add(transferChecked(source, mint, destination, from, r.amount, r.token.decimals, programId))
  }
  const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
  const { signature } = (await session.request({ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(wire) } })) as { signature: string }
  return signature
}

/** Polls the signature's status; a transaction that failed on chain rejects. */
export async function confirm(ctx: KernelContext, network: Network, signature: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await rpc<{ value: Array<{ err: unknown; confirmationStatus?: string } | null> }>(ctx, network, 'getSignatureStatuses', [[signature]], { ping: 'getSlot' })
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed`)
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw gangwayError('REQUEST_TIMEOUT')
}

/** The rent-exempt minimum of an account with no data on Solana's clusters: kept back when the node cannot be asked. */
const RENT_EXEMPT_MINIMUM_LAMPORTS = 890_880n

export async function feeReserve(ctx: KernelContext, network: Network): Promise<bigint> {
  const rent = await rpc<number>(ctx, network, 'getMinimumBalanceForRentExemption', [0], { ping: 'getSlot' }).then(
    (lamports) => BigInt(lamports),
    () => RENT_EXEMPT_MINIMUM_LAMPORTS,
  )
  return FEE_RESERVE_LAMPORTS + rent
}
