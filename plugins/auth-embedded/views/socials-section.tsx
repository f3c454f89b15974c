// Connect's social section (SPEC §2 method 'social'): one button per provider the host offers and
// remote config allows (in a Telegram mini app, the ones its platform supports, SPEC §5).
import { view } from 'gangway'
import { Styles, usePluginApi, useStore } from 'gangway/react'
import { contextOf } from '../context'
import { FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from '../protocol'
import { SOCIAL_LABELS, telegramPlatform, telegramSocials } from '../rules'
import { socialState } from './social-state'
import { embeddedStyles } from './styles'
import { useEmbedded } from './use-controller'

const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

export default function SocialsSection() {
  const api = usePluginApi()
  const controller = useEmbedded()
  const remote = useStore(api.stores.$remoteFeatures)
  const offered = contextOf(api).options.socials ?? DEFAULT_SOCIALS
  const allowed = remote.socials === false ? [] : offered.filter((s) => (remote.socials as readonly string[]).includes(s))
  const platform = telegramPlatform(api.context.env.window)
  const socials = platform ? telegramSocials(allowed, platform) : allowed
  if (!socials.length) return null

  const pick = (social: (typeof socials)[number]) => {
    if (social === 'farcaster') return api.router.push(view('ConnectingFarcaster'))
    const provider = social as FrameSocialProvider
    if (!FRAME_SOCIAL_PROVIDERS.includes(provider)) return
    socialState(api).start(provider)
    api.router.push(view('ConnectingSocial', { provider, name: SOCIAL_LABELS[provider] }))
  }
  return (
    // The secure frame loads on the way to a button (pointer or keyboard), as in the e-mail section.
    <div className="socials" onPointerEnter={controller.preload} onFocus={controller.preload} data-testid="socials-section">
      <Styles rules={[embeddedStyles]} />
      {socials.map((social) => (
        <button key={social} type="button" className="secondary" onClick={() => pick(social)} data-provider={social} translate="no">
          {SOCIAL_LABELS[social]}
        </button>
      ))}
    </div>
  )
}
