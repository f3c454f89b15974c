// SPEC §9 swap networks: the eip155 chains the swaps plugin offers Swap on, and the host's
// `features.swapNetworks`, which replaces them (a self-hoster's services swap elsewhere).
import { describe, expect, it } from 'vitest'
import { createModal, type Modal, type ModalOptionsInput } from '../../../../kernel'
import type { FeatureEntry } from '../../../../kernel/plugin'
import { eip155, localEvmNetwork } from '../../../../plugins/eip155'
import { localSolanaNetwork, solana } from '../../../../plugins/solana'
import { SWAP_NETWORKS, swaps } from '../../../../plugins/features-swaps'
import { testEnv } from '../../support/env'

/** SPEC §9, as written: "Swap networks (eip155): 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554." */
const SPEC_SWAP_NETWORKS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]
const NOWHERE = 'http://127.0.0.1:9'

const evm = (id: number) => localEvmNetwork(id, NOWHERE)
function make(features: ModalOptionsInput['features'] = {}): Modal {
  return createModal({ projectId: 'p', plugins: [eip155(), swaps()], networks: [evm(31337)], services: { api: NOWHERE }, features, logLevel: 'silent' }, testEnv())
}
const swapEntry = (): FeatureEntry => swaps().entries!.find((e) => e.view === 'Swap')!
/** Whether Account offers Swap while `network` is the active one. */
const offered = (modal: Modal, network = evm(1)) => swapEntry().when?.(network, modal.options) ?? true

describe('SPEC §9 swap networks', () => {
  it('SPEC §9 swap networks: with no host option the list is exactly SPEC §9\'s, and Swap is offered on each of them and on no other chain', () => {
    const modal = make()
    expect(modal.options.features.swapNetworks).toEqual(SPEC_SWAP_NETWORKS)
    expect(SWAP_NETWORKS).toEqual(SPEC_SWAP_NETWORKS)
    for (const id of SPEC_SWAP_NETWORKS) expect(offered(modal, evm(id)), `eip155:${id}`).toBe(true)
    for (const id of [31337, 11155111, 5]) expect(offered(modal, evm(id)), `eip155:${id}`).toBe(false)
    modal.destroy()
  })

  it('SPEC §9 swap networks: features.swapNetworks replaces the list (a local chain alone), and extends it when the host spreads SWAP_NETWORKS', () => {
    const local = make({ swapNetworks: [31337] })
    expect(offered(local, evm(31337))).toBe(true)
    expect(offered(local, evm(1))).toBe(false)
    const both = make({ swapNetworks: [...SWAP_NETWORKS, 31337] })
    expect([1, 8453, 31337].map((id) => offered(both, evm(id)))).toEqual([true, true, true])
    local.destroy()
    both.destroy()
  })

  it('SPEC §9 swap networks are eip155 chain ids: a Solana network never matches one, whatever its reference', () => {
    const modal = createModal({ projectId: 'p', plugins: [eip155(), solana(), swaps()], networks: [evm(1)], services: { api: NOWHERE }, features: { swapNetworks: [1] }, logLevel: 'silent' }, testEnv())
    expect(offered(modal, { ...localSolanaNetwork('1', NOWHERE), caipNetworkId: 'solana:1' })).toBe(false)
    modal.destroy()
  })

  it('createModal refuses a swapNetworks that is not a list of chain ids, naming the field', () => {
    for (const bad of [['1'], [1.5], [-1], 1, 'eip155:1']) {
      expect(() => make({ swapNetworks: bad as unknown as number[] }), JSON.stringify(bad)).toThrow(/features\.swapNetworks: must be a list of eip155 chain ids/)
    }
  })
})
