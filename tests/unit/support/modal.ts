// Build a modal the way a host does: createModal(options, env), with the test namespace plugin.
import { createModal } from '../../../kernel/modal'
import type { ModalOptionsInput } from '../../../kernel/modal'
import type { Network, Plugin } from '../../../kernel/plugin'
import { MemoryStorage, testEnv } from './env'
import { testNetwork } from './namespace'

export const eth = testNetwork('eip155', 1, 'Ethereum')
export const op = testNetwork('eip155', 10, 'OP Mainnet')
export const sol = testNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')

export function makeModal(o: {
  plugins: Plugin[]
  networks?: Network[]
  options?: Partial<ModalOptionsInput>
  storage?: MemoryStorage
  isMobile?: boolean
}) {
  const storage = o.storage ?? new MemoryStorage()
  const modal = createModal(
    { projectId: 'test-project', plugins: o.plugins, networks: o.networks ?? [eth, op], ...o.options },
    testEnv({ storage, isMobile: o.isMobile }),
  )
  return { modal, storage }
}
