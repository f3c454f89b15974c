// What the test on-ramp sells on the local stack: USDC (Demo Dollars stand in for it) and ETH on
// each anvil chain, paid from dev account 8's treasury.
import type { OnrampConfig, OnrampNetwork } from '../api/onramp/networks'
import type { LocalContracts } from './deploy'
import { onrampTreasuryKey } from './tokens'

export const onrampNetworkName = (chainName: string): string => chainName.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export function localOnramp(chains: ReadonlyArray<{ id: number; name: string; contracts: LocalContracts }>): OnrampConfig {
  const networks: OnrampNetwork[] = chains.map(({ id, name, contracts }) => {
    const dusd = contracts.tokens.find((t) => t.symbol === 'DUSD')!
    return {
      name: onrampNetworkName(name),
      displayName: name,
      chain: `eip155:${id}`,
      assets: [
        { symbol: 'USDC', name: 'USD Coin', address: dusd.address.toLowerCase(), decimals: dusd.decimals, standIn: 'DUSD' },
        { symbol: 'ETH', name: 'Ether', decimals: 18 },
      ],
    }
  })
  return { networks, treasury: { eip155: onrampTreasuryKey() } }
}
