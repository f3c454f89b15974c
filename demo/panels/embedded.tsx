// The embedded wallet on the local stack: where its e-mail codes land (the SMTP sink's dev mailbox),
// the dev sign-in provider that stands in for the social providers, and the Farcaster dev approver.
import type { DemoEmbeddedConfig } from '../config'

export function EmbeddedPanel({ config }: { config: DemoEmbeddedConfig }) {
  return (
    <section className="card" aria-label="E-mail and social sign-in" data-testid="embedded-panel">
      <h2>E-mail and social sign-in</h2>
      <p>
        Connect with an e-mail or a social account: the modal's embedded wallet keeps its keys on the local secure site (
        <a href={config.secureSiteUrl} target="_blank" rel="noreferrer">
          {config.secureSiteUrl}
        </a>
        ), and new wallets get dev ETH and SOL from the local faucet.
      </p>
      <ul>
        {config.mailboxUrl && (
          <li>
            <a href={config.mailboxUrl} target="_blank" rel="noreferrer" data-testid="mailbox-link">
              Dev mailbox
            </a>{' '}
            — a local SMTP sink (stand-in): your six-digit code lands here, no mail leaves this machine.
          </li>
        )}
        {config.oidcUrl && (
          <li>
            <a href={config.oidcUrl + '/.well-known/openid-configuration'} target="_blank" rel="noreferrer" data-testid="oidc-link">
              Dev sign-in provider
            </a>{' '}
            — a local OpenID Connect provider standing in for Google, GitHub, Apple, Facebook, X and Discord: pick a dev user in the popup.
          </li>
        )}
        <li>
          <a href={config.farcasterApproverUrl} target="_blank" rel="noreferrer" data-testid="farcaster-approver-link">
            Farcaster dev approver
          </a>{' '}
          — a stand-in for the Farcaster app: open the link the modal shows and approve with a dev account.
        </li>
      </ul>
    </section>
  )
}
