// Script and signature checks of the simulated Bitcoin ledger: every input of a transaction runs through
// bitcore-lib's script interpreter (a full Bitcoin script interpreter in JS: legacy, P2SH, segwit v0 and
// taproot key and script paths), with the coins it spends, under the standard verification flags.
import bitcore from 'bitcore-lib'

const { Interpreter, Script, Transaction } = { Interpreter: bitcore.Script.Interpreter, Script: bitcore.Script, Transaction: bitcore.Transaction }

/**
 * Bitcoin Core's standard verification flags, as far as the interpreter knows them, less CLEANSTACK (a relay
 * policy, not consensus): bitcore-lib 11 checks it against the wrong stack and refuses valid P2PKH and
 * segwit spends.
 */
const FLAGS =
  Interpreter.SCRIPT_VERIFY_P2SH |
  Interpreter.SCRIPT_VERIFY_STRICTENC |
  Interpreter.SCRIPT_VERIFY_DERSIG |
  Interpreter.SCRIPT_VERIFY_LOW_S |
  Interpreter.SCRIPT_VERIFY_NULLDUMMY |
  Interpreter.SCRIPT_VERIFY_MINIMALDATA |
  Interpreter.SCRIPT_VERIFY_CHECKLOCKTIMEVERIFY |
  Interpreter.SCRIPT_VERIFY_CHECKSEQUENCEVERIFY |
  Interpreter.SCRIPT_VERIFY_WITNESS |
  Interpreter.SCRIPT_VERIFY_NULLFAIL |
  Interpreter.SCRIPT_VERIFY_WITNESS_PUBKEYTYPE |
  Interpreter.SCRIPT_VERIFY_TAPROOT

export interface SpentCoin {
  script: Uint8Array
  value: bigint
}

/** The first input whose script fails, with the interpreter's reason (e.g. SCRIPT_ERR_SIG_NULLFAIL), or undefined when all pass. */
export function firstScriptFailure(rawHex: string, spent: readonly SpentCoin[]): { input: number; reason: string } | undefined {
  const tx = new Transaction(rawHex)
  if (tx.inputs.length !== spent.length) throw new Error('one spent coin per input is needed')
  // Taproot signatures commit to every coin the transaction spends, so each input carries its coin.
  tx.inputs.forEach((input, i) => (input.output = new Transaction.Output({ satoshis: Number(spent[i]!.value), script: new Script(Buffer.from(spent[i]!.script)) })))
  // bitcore-lib takes Buffers: a plain Uint8Array would be read as something else
  for (let i = 0; i < tx.inputs.length; i++) {
    const input = tx.inputs[i]!
    const interpreter = new Interpreter()
    let ok: boolean
    try {
      ok = interpreter.verify(input.script, new Script(Buffer.from(spent[i]!.script)), tx, i, FLAGS, input.witnesses ?? [], Number(spent[i]!.value))
    } catch (error) {
      return { input: i, reason: `SCRIPT_ERR_UNKNOWN_ERROR (${(error as Error).message})` }
    }
    // a failed Schnorr check leaves errstr empty
    if (!ok) return { input: i, reason: interpreter.errstr || 'SCRIPT_ERR_SCHNORR_SIG' }
  }
  return undefined
}
