// The images the services name (kernel/images.ts): which URL a network's logo and a currency's image
// load from, so every view that shows one asks the same place.
import { describe, expect, it } from 'vitest'
import { catalogueImageUrl, networkImageUrl } from '../../../kernel/images'
import type { Network } from '../../../kernel/types'

const CATALOGUE = 'http://127.0.0.1:4100'
const API = 'http://127.0.0.1:4200'
const network = (assets?: Network['assets']) => ({ assets })

describe('network images (SPEC §3 Network.assets, §7 GET /public/getAssetImage/{id})', () => {
  it('SPEC §7 GET /public/getAssetImage/{id}: a network with an imageId loads its logo from the catalogue service', () => {
    expect(networkImageUrl(network({ imageId: 'ethereum' }), { catalogue: CATALOGUE, api: API })).toBe(`${CATALOGUE}/public/getAssetImage/ethereum`)
  })

  it('SPEC §7 GET /public/getAssetImage/{id}: without a catalogue URL the services API serves it; a trailing slash is not doubled', () => {
    expect(networkImageUrl(network({ imageId: 'solana' }), { api: `${API}/` })).toBe(`${API}/public/getAssetImage/solana`)
    expect(networkImageUrl(network({ imageId: 'solana' }), { catalogue: `${CATALOGUE}/` })).toBe(`${CATALOGUE}/public/getAssetImage/solana`)
  })

  it('SPEC §7 GET /public/getAssetImage/{id}: the id is one path segment, whatever the host wrote in it', () => {
    expect(networkImageUrl(network({ imageId: '../getWallets?x=1#y' }), { catalogue: CATALOGUE })).toBe(`${CATALOGUE}/public/getAssetImage/..%2FgetWallets%3Fx%3D1%23y`)
  })

  it('SPEC §3 Network.assets.imageUrl: the network\'s own image comes first, when it is http(s), relative or an inline image', () => {
    for (const url of ['http://127.0.0.1:4300/eth.svg', '/icons/eth.svg', 'data:image/png;base64,AAAA']) {
      expect(networkImageUrl(network({ imageUrl: url, imageId: 'ethereum' }), { catalogue: CATALOGUE })).toBe(url)
    }
  })

  it('SPEC §3 Network.assets.imageUrl: an unsafe imageUrl is dropped for the catalogue image, or for none', () => {
    expect(networkImageUrl(network({ imageUrl: 'javascript:alert(1)', imageId: 'ethereum' }), { catalogue: CATALOGUE })).toBe(`${CATALOGUE}/public/getAssetImage/ethereum`)
    expect(networkImageUrl(network({ imageUrl: 'javascript:alert(1)' }), { catalogue: CATALOGUE })).toBeUndefined()
  })

  it('SPEC §7 nothing is asked of a service the host did not configure: no catalogue or API URL, no image (the letter stays)', () => {
    expect(networkImageUrl(network({ imageId: 'ethereum' }), {})).toBeUndefined()
    expect(networkImageUrl(network({ imageId: 'ethereum' }), { relay: 'ws://127.0.0.1:4400', rpc: 'http://127.0.0.1:4500' })).toBeUndefined()
  })

  it('SPEC §3 a network without assets, or no network at all, has no image', () => {
    expect(networkImageUrl(network(), { catalogue: CATALOGUE })).toBeUndefined()
    expect(networkImageUrl(network({}), { catalogue: CATALOGUE })).toBeUndefined()
    expect(networkImageUrl(undefined, { catalogue: CATALOGUE })).toBeUndefined()
  })
})

describe('currency images (SPEC §7 GET /public/getCurrencyImage/{id})', () => {
  it('SPEC §7 GET /public/getCurrencyImage/{id}: a currency code loads from the catalogue service, else the services API', () => {
    expect(catalogueImageUrl({ catalogue: CATALOGUE, api: API }, 'getCurrencyImage', 'EUR')).toBe(`${CATALOGUE}/public/getCurrencyImage/EUR`)
    expect(catalogueImageUrl({ api: API }, 'getCurrencyImage', 'USD')).toBe(`${API}/public/getCurrencyImage/USD`)
  })

  it('SPEC §7 GET /public/getCurrencyImage/{id}: no service or no code, no image', () => {
    expect(catalogueImageUrl({}, 'getCurrencyImage', 'USD')).toBeUndefined()
    expect(catalogueImageUrl({ api: API }, 'getCurrencyImage', '')).toBeUndefined()
  })
})
