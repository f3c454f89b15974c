// `npm run demo`: the local stack on fixed ports until Ctrl-C.
import { DEFAULT_DATA_DIR, startStack } from './stack'

const port = (name: string, fallback: number): number => {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`)
  return n
}

/** DEMO_CHAINS=bitcoin,cosmos picks the optional chains; all three by default, "none" for none. */
const chainList = (process.env.DEMO_CHAINS ?? 'bitcoin,cosmos,polkadot').split(',').map((c) => c.trim())
const chains = { bitcoin: chainList.includes('bitcoin'), cosmos: chainList.includes('cosmos'), polkadot: chainList.includes('polkadot') }
/** DEMO_EMBEDDED=email or social picks the embedded wallet's sign-in services; both by default, "none" for no embedded wallet. */
const embeddedList = (process.env.DEMO_EMBEDDED ?? 'email,social').split(',').map((c) => c.trim())
const embedded = embeddedList.includes('none') ? undefined : { email: embeddedList.includes('email'), social: embeddedList.includes('social') }

/** DEMO_SMART_ACCOUNTS=off leaves out ERC-4337 (the EntryPoint, the factory and the bundler on Local A). */
const smartAccounts = process.env.DEMO_SMART_ACCOUNTS !== 'off'

const stack = await startStack({
  chains,
  embedded,
  smartAccounts,
  ports: {
    evmA: port('EVM_A_PORT', 8545),
    evmB: port('EVM_B_PORT', 8546),
    demo: port('DEMO_PORT', 5173),
    solana: port('SOLANA_PORT', 8899),
    relay: port('RELAY_PORT', 4300),
    api: port('API_PORT', 4100),
    bitcoin: port('BITCOIN_PORT', 3002),
    cosmos: port('COSMOS_PORT', 26657),
    polkadot: port('POLKADOT_PORT', 9944),
    secure: port('SECURE_PORT', 4400),
    smtp: port('SMTP_PORT', 2525),
    mailbox: port('MAILBOX_PORT', 4401),
    oidc: port('OIDC_PORT', 4402),
    bundler: port('BUNDLER_PORT', 4337),
  },
  mode: process.env.DEMO_MODE === 'production' ? 'production' : 'development',
  dataDir: DEFAULT_DATA_DIR,
})

console.log('Gangway local stack')
for (const chain of stack.chains) {
  const { tokens, swaps, nfts } = stack.contracts[chain.id]!
  console.log(`  EVM chain ${chain.id} (${chain.name})  ${chain.rpcUrl}`)
  console.log(`    tokens ${tokens.map((t) => `${t.symbol} ${t.address}`).join('  ')}`)
  console.log(`    Uniswap v2  Router02 ${swaps.router}  Factory ${swaps.factory}  WETH ${swaps.weth}  (ETH pools for ${tokens.map((t) => t.symbol).join(', ')})`)
  console.log(`    NFTs ${nfts.map((n) => `${n.name}${n.spam ? ' (spam)' : ''} ${n.address}`).join('  ')}`)
}
console.log(`  Solana runtime (litesvm) ${stack.urls.solana}  WebSocket ${stack.urls.solanaWs}  genesis ${stack.solana.genesisHash}`)
console.log(`    demo SPL token ${stack.solana.token.symbol} (${stack.solana.token.decimals} decimals)  mint ${stack.solana.token.mint}`)
stack.solana.accounts.forEach((address, i) => console.log(`    dev account #${i}  ${address}  (100 SOL, 1,000,000 ${stack.solana.token.symbol})`))
console.log(`  WalletConnect relay  ${stack.urls.relay}`)
console.log(`  Wallet services API  ${stack.urls.api}  (catalogue, balances, history, swaps, on-ramp, NFTs; data: ${stack.dataDir})`)
console.log(`    Test on-ramp provider (no real money)  ${stack.urls.api}/onramp/dev/…  pays from dev account 8 (EVM) and an airdropped Solana key`)
if (stack.bitcoin) {
  console.log(`  Simulated Bitcoin ledger (regtest, Esplora API; a stand-in, not a node) ${stack.urls.bitcoin}  started in ${stack.startMs.bitcoin} ms`)
  console.log(`    dev addresses (1.5 BTC each): ${stack.bitcoin.accounts.filter((a) => a.startsWith('bcrt1q')).join(', ')}  (+ P2TR, P2SH-P2WPKH, P2PKH of each; m/84'|86'|49'|44'/1'/0'/0/i)`)
}
if (stack.cosmos) {
  console.log(`  Simulated Cosmos chain ${stack.cosmos.chainId} (CometBFT 0.38 RPC; a stand-in, not a node) ${stack.urls.cosmos}  started in ${stack.startMs.cosmos} ms`)
  console.log(`    dev accounts (1,000 STAKE each, m/44'/118'/0'/0/i): ${stack.cosmos.accounts.join(', ')}`)
}
if (stack.polkadot) {
  console.log(`  Local Substrate chain (chopsticks, Rococo Asset Hub runtime) ${stack.urls.polkadot}  started in ${stack.startMs.polkadot} ms`)
  console.log(`    dev accounts //Alice … //Eve (1,000 ROC each): ${stack.polkadot.accounts.join(', ')}`)
}
if (stack.embedded) {
  console.log(`  Embedded wallet secure site  ${stack.urls.secure}  (its own origin; keys sealed with AES-256-GCM, data: ${stack.dataDir ? `${stack.dataDir}secure/` : 'memory'})  started in ${stack.startMs.embedded} ms`)
  if (stack.urls.mailbox) console.log(`    Dev mailbox (SMTP sink, a stand-in: no mail leaves this machine)  ${stack.urls.mailbox}  SMTP ${stack.embedded.mail!.smtp.host}:${stack.embedded.mail!.smtp.port}`)
  if (stack.urls.oidc) console.log(`    Dev OpenID Connect provider (a stand-in for Google, GitHub, Apple, Facebook, X, Discord)  ${stack.urls.oidc}`)
  console.log(`    Farcaster dev approver (a stand-in for the Farcaster app)  ${stack.urls.farcasterApprover}`)
  console.log('    New embedded wallets get 10 ETH on each EVM chain and 10 SOL from the dev faucet (POST /dev/faucet on the API)')
}
if (stack.smartAccounts) {
  console.log(`  ERC-4337: EntryPoint v0.8 ${stack.smartAccounts.entryPoint}, SimpleAccount1271Factory ${stack.smartAccounts.factory} on every EVM chain  started in ${stack.startMs.smartAccounts} ms`)
  for (const b of Object.values(stack.smartAccounts.bundlers)) console.log(`    Bundler (alto 0.0.20) for chain ${b.chainId}  ${b.url}`)
  console.log(`    Smart accounts are enabled where a bundler runs; the other chains stand for networks without them`)
}
console.log('  Dev keys: mnemonic "test test test test test test test test test test test junk" (public, never use for real funds)')
console.log(`\n  Demo  ${stack.urls.demo}\n\nCtrl-C stops everything.`)

let stopping = false
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the local stack…`)
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
