// What the first JSON-RPC read loads, as one chunk: viem's transport and the RPC service's list.
export { createRpcTransport } from './viem-transport'
export { listedChains } from './served-chains'
