// The receiver's avatar before its name (SPEC §3 receiverProfileImageUrl): the image the services
// know for it, else the gradient avatar of its address, which an image that fails (or has not loaded
// within SPEC §9's image timeout: WalletIcon) also gives way to.
// Decorative (alt=""): the name and address beside it say who it is.
import { Avatar, WalletIcon } from 'gangway/react'

const css = String.raw

export const receiverAvatarStyles = css`
.receiver { display: inline-flex; align-items: center; gap: 6px; }
.receiver-avatar { display: inline-flex; flex: none; }
.receiver-avatar > img.wallet-icon { width: 22px; height: 22px; border-radius: 50%; border: 0; }
`

export function ReceiverAvatar({ address, imageUrl }: { address: string; imageUrl?: string }) {
  return (
    <span className="receiver-avatar">
      <WalletIcon name="" icon={imageUrl} size={22} fallback={<Avatar address={address} small />} />
    </span>
  )
}
