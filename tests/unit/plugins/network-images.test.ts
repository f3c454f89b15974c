// The built-in mainnets carry the imageIds the catalogue service keeps logos under (SPEC §3
// Network.assets.imageId, §7 GET /public/getAssetImage/{id}): a host on our services sees their logos
// without naming them. Each URL is asked of the real services, so an id they do not know fails here.
import { describe, expect, it } from 'vitest'
import { networkImageUrl } from '../../../kernel/images'
import { bitcoin } from '../../../plugins/bip122/networks'
import { cosmosHub } from '../../../plugins/cosmos/networks'
import { arbitrum, base, mainnet, optimism, polygon } from '../../../plugins/eip155/networks'
import { polkadotMainnet } from '../../../plugins/polkadot/networks'
import { solanaMainnet } from '../../../plugins/solana/networks'
import { useApi } from '../services/api/api'

const api = useApi()

describe('the built-in mainnets\' logos', () => {
  it.each([mainnet, optimism, polygon, base, arbitrum, solanaMainnet, bitcoin, polkadotMainnet, cosmosHub].map((n) => [n.name, n] as const))(
    'SPEC §7 GET /public/getAssetImage/{id}: %s has a logo the services serve',
    async (_, network) => {
      const url = networkImageUrl(network, { catalogue: api.url() })
      expect(url).toMatch(/\/public\/getAssetImage\/[a-z-]+$/)
      const res = await fetch(url!)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
    },
  )
})
