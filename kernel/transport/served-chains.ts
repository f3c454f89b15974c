// SPEC §7: the RPC service is read 'for listed chains', the ones its `v1/supported-chains` lists
// (the Blockchain API's own list). Asked once per modal, with the first read of a chain: never at load.
import type { KernelContext } from '../context'
import { aString, arrayOf, checked, objectOf } from '../check'
import { errorMessage } from '../errors'

const lists = new WeakMap<KernelContext, Promise<readonly string[]>>()
const listShape = objectOf({ http: arrayOf(aString) })

async function askList(ctx: KernelContext, service: string): Promise<readonly string[]> {
  const url = new URL('v1/supported-chains', service.endsWith('/') ? service : `${service}/`)
  const { projectId, sdkType, sdkVersion } = ctx.options
  for (const [key, value] of Object.entries({ projectId, st: sdkType, sv: sdkVersion })) url.searchParams.set(key, value)
  const response = await ctx.env.fetch(url)
  if (!response.ok) throw new Error(errorMessage('HTTP_STATUS', response.status))
  return checked(listShape, await response.json(), 'Invalid response from v1/supported-chains').http
}

/** The CAIP-2 ids the RPC service at `service` relays; rejects (and is asked again next time) when its list cannot be read. */
function servedChains(ctx: KernelContext, service: string): Promise<readonly string[]> {
  let list = lists.get(ctx)
  if (!list) {
    list = askList(ctx, service)
    list.catch(() => lists.delete(ctx))
    lists.set(ctx, list)
  }
  return list
}

/** The RPC service's list of chains; undefined with no service, or when the list cannot be read (the service then stays first). */
export async function listedChains(ctx: KernelContext): Promise<readonly string[] | undefined> {
  const service = ctx.options.services.rpc
  if (!service) return undefined
  try {
    return await servedChains(ctx, service)
  } catch (error) {
    ctx.log.warn('The RPC service did not list its chains; it is tried first for every chain', error)
    return undefined
  }
}
