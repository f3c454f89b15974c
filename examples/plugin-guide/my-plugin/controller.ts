// my-plugin/controller.ts: one modal's state for the view, and what changes it.
import type { PluginApi } from 'gangway'
import { atom } from 'nanostores'

export interface Allowance { token: string; spender: string }

// keccak256('Approval(address,address,uint256)'): the ERC-20 Approval event.
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

export function createController(api: PluginApi, o: { fromBlock?: bigint }) {
  const $state = atom<{ loading: boolean; rows: Allowance[] }>({ loading: false, rows: [] })
  async function load() {
    const owner = api.stores.$account.get().address
    if (!owner) return
    $state.set({ loading: true, rows: [] })
    // eth_getLogs is a read: the gate passes it to the wallet. Its answer is the wallet's, typed unknown.
    const logs = (await api.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: `0x${(o.fromBlock ?? 0n).toString(16)}`, topics: [APPROVAL, `0x${owner.slice(2).toLowerCase().padStart(64, '0')}`] }],
    })) as Array<{ address: string; topics: string[] }>
    $state.set({ loading: false, rows: logs.map((log) => ({ token: log.address, spender: `0x${(log.topics[2] ?? '').slice(26)}` })) })
  }
  return { $state, load }
}
