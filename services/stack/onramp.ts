// What the test on-ramp sells on the local stack: USDC (Demo Dollars stand in for it) and ETH on
// each anvil chain, paid from dev account 8's treasury; SOL on the local Solana runtime, paid from a
// treasury key of its own that the stack funds with an airdrop. Public dev keys: never real funds.
import nacl from 'tweetnacl'
import { encodeBase58 } from '../../plugins/solana/base58'
import type { OnrampConfig, OnrampNetwork } from '../api/onramp/networks'
import { jsonRpc } from '../shared/json-rpc'
import type { LocalContracts } from './deploy'
import { onrampTreasuryKey } from './tokens'

export const onrampNetworkName = (chainName: string): string => chainName.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** SOL the Solana treasury starts with. */
export const SOLANA_TREASURY_SOL = 1000n

/** The Solana treasury's key, derived from a fixed phrase like the runtime's dev keys. */
export function solanaTreasuryKey(): { address: string; secretKey: Uint8Array } {
  const seed = nacl.hash(new TextEncoder().encode('gangway test on-ramp treasury')).slice(0, 32)
  const { publicKey, secretKey } = nacl.sign.keyPair.fromSeed(seed)
  return { address: encodeBase58(publicKey), secretKey }
}

/** Funds the Solana treasury through the runtime's JSON-RPC airdrop. */
export async function fundSolanaTreasury(rpcUrl: string): Promise<void> {
  // the runtime answers at once; the stack start must not wait forever
  const lamports = Number(SOLANA_TREASURY_SOL * 10n ** 9n)
  await jsonRpc(rpcUrl, 'requestAirdrop', [solanaTreasuryKey().address, lamports], { timeoutMs: 5000 }).catch((error: unknown) => {
    throw new Error(`funding the Solana on-ramp treasury failed: ${(error as Error).message}`, { cause: error })
  })
}

export function localOnramp(
  chains: ReadonlyArray<{ id: number; name: string; contracts: LocalContracts }>,
  solana?: { caipNetworkId: string; name: string },
): OnrampConfig {
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
  if (solana) networks.push({ name: onrampNetworkName(solana.name), displayName: solana.name, chain: solana.caipNetworkId, assets: [{ symbol: 'SOL', name: 'Solana', decimals: 9 }] })
  return { networks, treasury: { eip155: onrampTreasuryKey(), ...(solana ? { solana: solanaTreasuryKey().secretKey } : {}) } }
}
