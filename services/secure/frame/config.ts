// What the secure site tells its frame page when it serves it (embedded in the HTML, so the frame
// needs no request before it can answer the modal).
export interface FrameConfig {
  /** The host page's origin: the only origin the frame listens to and posts to. */
  host: string
  /** The secure site's own origin. */
  origin: string
  /** CAIP-2 ids of the chains the embedded wallet serves, the first of each namespace its default. */
  chains: string[]
  /** Names of the chains, for the approval card. */
  chainNames: Record<string, string>
  /** eip155 chain ids where smart accounts are enabled (a bundler runs for them). */
  smartAccountChains: number[]
}

export const FRAME_CONFIG_ID = 'gangway-frame-config'
