// What a bundled ERC-4337 user operation moved: the bundler's transaction goes to the EntryPoint (handleOps),
// and the ETH a smart account sends is an internal call no log records. Each operation that succeeded (its
// UserOperationEvent says so) is read from its calldata: `execute(target, value, data)` or `executeBatch(calls)`,
// the calls of SimpleAccount and the many accounts shaped like it. Token transfers need nothing of this:
// their Transfer logs already name the smart account.
import { decodeEventLog, decodeFunctionData, parseAbi, type Hex, type Log } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import type { IndexedTransfer } from '../store/history'

const accountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)', 'function executeBatch((address target, uint256 value, bytes data)[] calls)'])

function decode<T>(run: () => T): T | undefined {
  try {
    return run()
  } catch {
    return undefined
  }
}

/** The calls a smart account's calldata makes, when it is one of the two shapes above. */
function callsOf(callData: Hex): Array<{ target: string; value: bigint }> {
  const call = decode(() => decodeFunctionData({ abi: accountAbi, data: callData }))
  if (call?.functionName === 'execute') return [{ target: call.args[0], value: call.args[1] }]
  if (call?.functionName === 'executeBatch') return call.args[0].map((c) => ({ target: c.target, value: c.value }))
  return []
}

/** Native value each successful user operation of a handleOps transaction sent; [] for any other transaction. */
export function userOperationTransfers(input: Hex, logs: ReadonlyArray<Pick<Log, 'data' | 'topics'>>): IndexedTransfer[] {
  const handled = decode(() => decodeFunctionData({ abi: entryPoint08Abi, data: input }))
  if (handled?.functionName !== 'handleOps') return []
  const succeeded = new Set<string>()
  for (const log of logs) {
    const event = decode(() => decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics as [Hex, ...Hex[]] }))
    if (event?.eventName === 'UserOperationEvent' && event.args.success) succeeded.add(`${event.args.sender.toLowerCase()}:${event.args.nonce}`)
  }
  return handled.args[0].flatMap((op) => {
    const sender = op.sender.toLowerCase()
    if (!succeeded.has(`${sender}:${op.nonce}`)) return []
    return callsOf(op.callData)
      .filter((c) => c.value > 0n)
      .map((c) => ({ sender, recipient: c.target.toLowerCase(), token: null, amount: c.value }))
  })
}
