// my-plugin/module.tsx: the heavy half, loaded when one of its views is first shown.
import { perModal, type FeatureModule, type PluginApi } from 'gangway'
import { CopyButton, listStyles, Spinner, Styles, useAccount, useNetwork, usePluginApi, useStore, useT } from 'gangway/react'
import { useEffect } from 'react'
import { createController } from './controller'

// Your own rules: CSS text. The kit's (listStyles, formStyles, accountStyles) are CSS text too.
const rules = '.spender { font-family: ui-monospace, monospace; }'

export function createModule(o: { fromBlock?: bigint }): FeatureModule {
  // One controller per modal (two modals on a page share nothing), made on first use.
  const controller = perModal((api: PluginApi) => createController(api, o))

  function Allowances() {
    const api = usePluginApi()
    const t = useT()
    const { address } = useAccount()
    const { caipNetworkId } = useNetwork()
    const c = controller(api)
    const { loading, rows } = useStore(c.$state)
    // A tab stays mounted while selected: read again when the account or the network changes.
    useEffect(() => void c.load(), [c, address, caipNetworkId])
    // api.session() is the live wallet, api.request() a wallet call through the gate below,
    // api.services() the services client, api.router navigates, api.toast.show() says things.
    if (loading) return <div className="center panel-state"><Spinner label="Loading" /></div>
    if (rows.length === 0) return <p className="empty panel-state">{t('No allowances')}</p>
    return (
      <>
        <Styles rules={[listStyles, rules]} />
        <ul className="list">
          {rows.map((row) => (
            <li key={`${row.token}:${row.spender}`} className="row">
              <span className="name spender" translate="no">{row.spender}</span>
              {/* value, label and toast are all required; label and toast are English texts, translated. */}
              <CopyButton value={row.spender} label="Copy address" toast="Address copied" />
            </li>
          ))}
        </ul>
      </>
    )
  }

  function AllowanceHelp() {
    const api = usePluginApi()
    const t = useT()
    return (
      <div className="center">
        <p className="muted">{t('An allowance lets a contract spend your tokens.')}</p>
        {/* The core's own texts ('Back', 'Copy address', …) are translated for you too. */}
        <button type="button" className="secondary" onClick={() => api.router.goBack()}>{t('Back')}</button>
      </div>
    )
  }

  return { views: { Allowances, AllowanceHelp }, setup: (api) => void controller(api) }   // setup: once per modal
}
