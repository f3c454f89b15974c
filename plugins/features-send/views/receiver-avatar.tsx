// The receiver's avatar before its name (SPEC §3 receiverProfileImageUrl): the image the services
// know for it, else the gradient avatar of its address. WalletIcon loads the image (SPEC §9 image
// timeout); when it gives up it shows its letter, which these rules hide so the gradient shows instead.
// Decorative (alt=""): the name and address beside it say who it is.
import { Avatar, WalletIcon } from 'gangway/react'

const css = String.raw

export const receiverAvatarStyles = css`
.receiver { display: inline-flex; align-items: center; gap: 6px; }
.receiver-avatar { display: inline-flex; flex: none; }
.receiver-avatar > img.wallet-icon { width: 22px; height: 22px; border-radius: 50%; border: 0; }
/* The gradient's own display is inline, hence !important. */
.receiver-avatar > img + .avatar, .receiver-avatar > span.wallet-icon { display: none !important; }
`

export function ReceiverAvatar({ address, imageUrl }: { address: string; imageUrl?: string }) {
  return (
    <span className="receiver-avatar">
      {imageUrl && <WalletIcon name="" icon={imageUrl} size={22} />}
      <Avatar address={address} small />
    </span>
  )
}
