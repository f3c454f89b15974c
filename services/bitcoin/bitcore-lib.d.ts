// The part of bitcore-lib (no types of its own) the simulated Bitcoin ledger uses: its script interpreter.
declare module 'bitcore-lib' {
  class Script {
    constructor(from: Buffer | string)
  }
  class Output {
    constructor(o: { satoshis: number; script: Script })
  }
  interface Input {
    script: Script
    output: Output | undefined
    witnesses: Uint8Array[] | undefined
  }
  class Transaction {
    constructor(serialized: string)
    inputs: Input[]
    static Output: typeof Output
  }
  class Interpreter {
    errstr: string
    verify(scriptSig: Script, scriptPubkey: Script, tx: Transaction, nin: number, flags: number, witness: Uint8Array[], satoshis: number): boolean
    static readonly SCRIPT_VERIFY_P2SH: number
    static readonly SCRIPT_VERIFY_STRICTENC: number
    static readonly SCRIPT_VERIFY_DERSIG: number
    static readonly SCRIPT_VERIFY_LOW_S: number
    static readonly SCRIPT_VERIFY_NULLDUMMY: number
    static readonly SCRIPT_VERIFY_SIGPUSHONLY: number
    static readonly SCRIPT_VERIFY_MINIMALDATA: number
    static readonly SCRIPT_VERIFY_CLEANSTACK: number
    static readonly SCRIPT_VERIFY_CHECKLOCKTIMEVERIFY: number
    static readonly SCRIPT_VERIFY_CHECKSEQUENCEVERIFY: number
    static readonly SCRIPT_VERIFY_WITNESS: number
    static readonly SCRIPT_VERIFY_NULLFAIL: number
    static readonly SCRIPT_VERIFY_WITNESS_PUBKEYTYPE: number
    static readonly SCRIPT_VERIFY_TAPROOT: number
  }
  const bitcore: { Script: typeof Script & { Interpreter: typeof Interpreter }; Transaction: typeof Transaction }
  export default bitcore
}
