// One instance of something per modal (a feature's controller), made on first use. Keyed weakly on
// the modal's PluginApi, so a destroyed modal takes its instance with it and two modals on a page
// never share one.
import type { PluginApi } from './plugin'

export function perModal<T>(create: (api: PluginApi) => T): (api: PluginApi) => T {
  const instances = new WeakMap<PluginApi, T>()
  return (api) => {
    let instance = instances.get(api)
    if (instance === undefined) instances.set(api, (instance = create(api)))
    return instance
  }
}
