// The active network in a chip or button: its logo (SPEC §7 GET /public/getAssetImage/{id}) when
// `show` and it has one, else the generic network icon.
import { networkImageUrl } from '../../kernel/images'
import type { Network } from '../../kernel/types'
import { useGangway } from '../context'
import { Icon } from './icons'
import { WalletIcon } from './wallet-icon'

export function NetworkIcon({ network, show = true }: { network?: Network; show?: boolean }) {
  const image = show ? networkImageUrl(network, useGangway().options.services) : undefined
  return image ? <WalletIcon name={network!.name} icon={image} size={16} /> : <Icon name="network" size={16} />
}
