// The options of the host with every plugin installed (every namespace, WalletConnect, the embedded
// wallet and every feature), its services on the bench server's own origin, answered by the local API
// (services/api, in the bench's own process: nothing leaves this machine). Shared by all-plugins.tsx and
// marked-all-plugins.tsx; bench/open/per-plugin.ts takes groups of plugins out of this file's text.
import { createModal } from 'gangway'
import { activity } from 'gangway/activity'
import { bip122, bitcoin } from 'gangway/bip122'
import { connections } from 'gangway/connections'
import { cosmos, cosmosHub } from 'gangway/cosmos'
import { eip155, mainnet, base } from 'gangway/eip155'
import { embedded } from 'gangway/embedded'
import { names } from 'gangway/names'
import { nfts } from 'gangway/nfts'
import { onramp } from 'gangway/onramp'
import { pay } from 'gangway/pay'
import { polkadot, polkadotMainnet } from 'gangway/polkadot'
import { receive } from 'gangway/receive'
import { send } from 'gangway/send'
import { siwx } from 'gangway/siwx'
import { solana, solanaMainnet } from 'gangway/solana'
import { swaps } from 'gangway/swaps'
import { walletConnect } from 'gangway/walletconnect'

export const createAllPluginsModal = () => {
  const services = `${location.origin}/services`
  return createModal({
    projectId: 'bench',
    plugins: [
      eip155(),
      solana(),
      bip122(),
      polkadot(),
      cosmos(),
      walletConnect(),
      ...embedded({ secureSiteUrl: `${location.origin}/secure` }),
      onramp(),
      swaps(),
      send(),
      receive(),
      nfts(),
      activity(),
      pay(),
      names(),
      siwx(),
      connections(),
    ],
    features: { pay: true },
    services: { api: services, catalogue: services, relay: `ws://${location.host}/relay` },
    networks: [mainnet, base, solanaMainnet, bitcoin, polkadotMainnet, cosmosHub],
  })
}
