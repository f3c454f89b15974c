// The server half of the server-rendered host: the page's HTML, from renderToString, with the config
// the client reads back. Bundled for Node with the React the test picks.
import { renderToString } from 'react-dom/server'
import { App, makeModal, type HostConfig } from './app'

export function renderPage(config: HostConfig): string {
  // A modal per request, as a server rendering for many visitors would make it.
  const html = config.render === 'server' ? renderToString(<App modal={makeModal(config)} />) : ''
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gangway host</title></head><body><div id="root">${html}</div><script type="application/json" id="config">${json}</script><script type="module" src="/client.js"></script></body></html>`
}
