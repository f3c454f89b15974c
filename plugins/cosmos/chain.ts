// Reading the chain through @cosmjs/stargate (loaded on the first balance read): one StargateClient
// per modal and endpoint. Static imports: @cosmjs is CommonJS, whose named exports bundlers wire up
// only for static imports, so this whole module is what loads lazily.
import { StargateClient } from '@cosmjs/stargate'
import { rpcUrl, type KernelContext, type Network } from 'gangway'
import { chainConfigOf } from './networks'

const clients = new WeakMap<KernelContext, Map<string, Promise<StargateClient>>>()

export function clientFor(ctx: KernelContext, network: Network): Promise<StargateClient> {
  const url = rpcUrl(network)
  let byUrl = clients.get(ctx)
  if (!byUrl) clients.set(ctx, (byUrl = new Map()))
  let client = byUrl.get(url)
  if (!client) {
    client = StargateClient.connect(url)
    client.catch(() => byUrl!.delete(url))
    byUrl.set(url, client)
  }
  return client
}

/** Closes this modal's RPC clients (modal.destroy()). */
export function closeConnections(ctx: KernelContext): void {
  const byUrl = clients.get(ctx)
  clients.delete(ctx)
  for (const client of byUrl?.values() ?? []) void client.then((c) => c.disconnect()).catch(() => {})
}

/** The bank module's balance of the network's denomination, in base units. */
export async function bankBalance(ctx: KernelContext, network: Network, address: string): Promise<bigint> {
  const { amount } = await (await clientFor(ctx, network)).getBalance(address, chainConfigOf(network).denom)
  return BigInt(amount)
}
