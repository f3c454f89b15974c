// The flow's views as Connect's feature module lists them, and the controller as the sections reach it:
// both from the lazy flow chunk (flow.ts). Drawing the sections needs neither; a first open that never
// reaches for them pays neither the controller nor zod (issue 15: ~0.2 MiB of its heap).
import type { PluginApi } from 'gangway'
import { loadOnce, type LoadOnce } from 'gangway/react'
import type { EmbeddedController } from '../controller'

const FLOW_VIEWS = ['ApproveTransaction', 'ConnectingFarcaster', 'ConnectingSocial', 'EmailLogin'] as const
type FlowViewName = (typeof FLOW_VIEWS)[number]

let flow: typeof import('../flow') | undefined
// The module loader keeps the chunk: this only notes it for the synchronous `loadedController`.
const loadFlow = () => import('../flow').then((m) => (flow = m))

const views = new Map<FlowViewName, LoadOnce>()
const viewOf = (name: FlowViewName) => {
  if (!views.has(name)) views.set(name, loadOnce(() => loadFlow().then((m) => ({ default: m[name] }))))
  return views.get(name)!
}

/** A view of the flow: drawn at once when its code is there (loaded ahead), else once it is. */
export function flowView(name: FlowViewName) {
  const once = viewOf(name)
  function FlowView() {
    const View = once.component()
    return <View />
  }
  FlowView.displayName = name
  return FlowView
}

/** Loads the flow (its views too, so the next view draws in its click's frame) and resolves with the modal's controller. */
export async function loadController(api: PluginApi): Promise<EmbeddedController> {
  const [m] = await Promise.all([loadFlow(), ...FLOW_VIEWS.map((name) => viewOf(name).start())])
  return m.embeddedController(api)
}

/** On the way to a section (pointer or focus): the controller, then the secure frame, load ahead of the click. */
export const reachController = (api: PluginApi): void =>
  void loadController(api).then(
    (c) => c.preload(),
    (error: unknown) => api.context.log.warn('the embedded wallet did not load', error),
  )

/** The controller when the flow has loaded already (a social popup must open in the click's own task). */
export const loadedController = (api: PluginApi): EmbeddedController | undefined => flow?.embeddedController(api)
