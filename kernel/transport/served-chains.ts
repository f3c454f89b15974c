// SPEC §7: the RPC service is read 'for listed chains', the ones its `v1/supported-chains` lists
// (the Blockchain API's own list). Asked once per modal, with the first read of a chain: never at load.
import { createHttpClient, sdkQuery } from '../api/http'
import type { KernelContext } from '../context'

const lists = new WeakMap<KernelContext, Promise<readonly string[] | undefined>>()

async function askList(ctx: KernelContext, service: string): Promise<readonly string[] | undefined> {
  try {
    // No onError: a list that cannot be read is no alert, the service just stays first.
    const list = (await createHttpClient(ctx.env.fetch, service, sdkQuery(ctx.options)).get<{ http?: unknown }>('v1/supported-chains'))?.http
    if (Array.isArray(list) && list.every((id) => typeof id === 'string')) return list as string[]
  } catch {
    // no list: the service stays first, and the fallback moves on when it does not answer
  }
  return undefined
}

/** The CAIP-2 ids the RPC service relays; undefined with no service, or when its list could not be read (the service then stays first). */
export function listedChains(ctx: KernelContext): Promise<readonly string[] | undefined> {
  const service = ctx.options.services.rpc
  if (!service) return Promise.resolve(undefined)
  let list = lists.get(ctx)
  if (!list) lists.set(ctx, (list = askList(ctx, service)))
  return list
}
