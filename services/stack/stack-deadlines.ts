// How long each part of the local stack may take to start before the start fails naming it. A normal start
// takes seconds on a slow two-core machine; each bound stays well under the e2e hooks' 120 s, so a part
// that hangs is reported by name rather than as a hook timeout. Parts that spawn a process (anvil, alto,
// chopsticks) have a shorter deadline of their own that reports the process's output; these come after.
export const PART_DEADLINE_MS = {
  ports: 10_000,
  evmA: 20_000, // anvil's own: 15 s
  evmB: 20_000,
  contracts: 30_000,
  smartAccounts: 80_000, // the contracts' 20 s, then alto's own 60 s
  solana: 20_000,
  relay: 10_000,
  bitcoin: 20_000,
  cosmos: 20_000,
  polkadot: 75_000, // chopsticks' own: 60 s
  solanaTreasury: 10_000,
  api: 30_000,
  embedded: 30_000,
  demo: 45_000, // a development build of the demo page first
} as const
