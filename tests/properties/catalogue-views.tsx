// Catalogue entries (plugins/walletconnect/catalogue/client.ts) and announced wallets as the views draw
// them: any page the catalogue sends is read or refused as a whole; names with markup stay text; icons
// other than http(s) and data:image and links that would run code are dropped.
import fc from 'fast-check'
import { Window } from 'happy-dom'
import { renderToStaticMarkup } from 'react-dom/server'
import { HttpStatusError } from '../../kernel/api/http'
import type { Connector } from '../../kernel/plugin'
import { createConnectorState } from '../../kernel/state/connectors'
import { listWallets } from '../../kernel/wallets'
import { createCatalogueClient, INVALID_RESPONSE } from '../../plugins/walletconnect/catalogue/client'
import { walletRedirect } from '../../plugins/walletconnect/links'
import { fromCatalogue } from '../../plugins/walletconnect/listing'
import { WalletList } from '../../ui/components/wallet-list'
import { ViewsContext } from '../../ui/views/views-context'
import { asyncProperty, expectThat, hostileText, isShownImage, property } from './property'

const url = fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'javascript://%0aalert(1)//', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,iVBORw0KGgo=', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'metamask://', 'https://wallet.example/icon.png'), hostileText())
const text = fc.option(fc.oneof(url, hostileText()), { nil: null })
const entry = fc.record(
  { id: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), hostileText()), name: hostileText(), image_id: text, image_url: text, mobile_link: text, desktop_link: text, webapp_link: text, rdns: text, chains: fc.option(fc.array(fc.string(), { maxLength: 3 }), { nil: undefined }) },
  { requiredKeys: ['id', 'name'] },
)
const page = fc.oneof(fc.record({ count: fc.nat(), data: fc.array(fc.oneof(entry, fc.jsonValue()), { maxLength: 6 }) }), fc.jsonValue(), fc.record({ count: fc.anything(), data: fc.anything() }))

const window = new Window()
const views = { resolve: () => () => null, preload: async () => {}, isReady: () => true }

/** The wallet list as the Connect view draws it, parsed back: its elements, names and images. */
function drawn(wallets: Parameters<typeof WalletList>[0]['wallets']) {
  const container = window.document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <ViewsContext.Provider value={views}>
      <WalletList wallets={wallets} onPick={() => {}} />
    </ViewsContext.Provider>,
  )
  const elements = [...container.querySelectorAll('*')]
  return {
    tags: new Set(elements.map((e) => e.tagName.toLowerCase())),
    handlers: elements.flatMap((e) => [...e.attributes].map((a) => a.name)).filter((name) => name.startsWith('on')),
    names: [...container.querySelectorAll('.name')].map((e) => e.textContent),
    images: [...container.querySelectorAll('img')].map((e) => e.getAttribute('src') ?? ''),
  }
}

export const catalogueProperties = [
  asyncProperty('catalogue entries: any page is read whole or refused ("Invalid wallet catalogue response"); images and links of what is read are safe', [page, fc.constantFrom(200, 403, 429, 500)], async (body, status) => {
    const client = createCatalogueClient({ fetch: async () => new Response(JSON.stringify(body), { status }), baseUrl: 'http://127.0.0.1:9', projectId: 'p', sdkType: 'appkit', sdkVersion: 'x' })
    try {
      const result = await client.getWallets()
      for (const wallet of result.data) {
        const listed = fromCatalogue(client, wallet)
        expectThat(listed.icon === undefined || isShownImage(listed.icon), `icon ${listed.icon}`)
        for (const link of [listed.mobileLink, listed.desktopLink, listed.webappLink]) {
          const opened = link === undefined ? undefined : walletRedirect(link, 'wc:x@2')
          expectThat(!opened || !/^\s*(javascript|vbscript|data|blob|file|about):/i.test(new URL(opened.redirect).protocol), `opens ${opened?.redirect}`)
        }
      }
    } catch (error) {
      expectThat(status === 200 ? (error as Error).message === INVALID_RESPONSE : error instanceof HttpStatusError, (error as Error).message)
    }
  }),
  property('wallet names with markup stay text in the wallet list; icons announced with other schemes are dropped', [fc.array(fc.record({ name: hostileText(), icon: fc.option(url, { nil: undefined }), rdns: fc.string({ minLength: 1, maxLength: 12 }) }), { minLength: 1, maxLength: 5 })], (announced) => {
    const state = createConnectorState()
    for (const [i, w] of announced.entries()) {
      // an EIP-6963 announcement reaches the registry as a connector with its own id (rdns), name and icon
      state.add({ id: `${w.rdns}.${i}`, rdns: `${w.rdns}.${i}`, name: w.name, icon: w.icon, chain: 'eip155', type: 'ANNOUNCED', connect: async () => Promise.reject(new Error('not here')) } as Connector)
    }
    const wallets = listWallets(state.$connectors.get(), { namespacesWithNetworks: new Set(['eip155']), recentIds: [], isMobile: false, excluded: [], hasInstalledWallet: true })
    const out = drawn(wallets)
    for (const tag of out.tags) expectThat(['ul', 'li', 'button', 'img', 'span'].includes(tag), `a <${tag}> was drawn`)
    expectThat(out.handlers.length === 0, `handlers ${out.handlers.join(',')}`)
    expectThat(JSON.stringify(out.names) === JSON.stringify(wallets.map((w) => w.name)), `names ${JSON.stringify(out.names)}`)
    for (const src of out.images) expectThat(isShownImage(src), `img src ${src}`)
  }),
]
