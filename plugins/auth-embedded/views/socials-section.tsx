// Connect's social section (SPEC §2 method 'social'): one button per provider the host offers and
// remote config allows (in a Telegram mini app, the ones its platform supports, SPEC §5).
import { view } from 'gangway'
import { Styles, usePluginApi, useStore } from 'gangway/react'
import { contextOf } from '../context'
import { FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from '../providers'
import { SOCIAL_LABELS, telegramPlatform, telegramSocials } from '../rules'
import { socialState } from './social-state'
import { embeddedStyles } from './styles'
import { loadController, loadedController, reachController } from './flow-views'

const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

export default function SocialsSection() {
  const api = usePluginApi()
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
    const state = socialState(api)
    const ready = loadedController(api)
    // Loaded on the way to the button, the popup opens in the click's own task; else once the code is here.
    if (ready) state.start(provider, ready)
    else loadController(api).then((c) => state.start(provider, c), (e: unknown) => state.failed(provider, e))
    api.router.push(view('ConnectingSocial', { provider, name: SOCIAL_LABELS[provider] }))
  }
  // The controller and the secure frame load on the way to a button (pointer or keyboard), as in the e-mail section.
  const reach = () => reachController(api)
  return (
    <div className="socials" onPointerEnter={reach} onFocus={reach} data-testid="socials-section">
      <Styles rules={[embeddedStyles]} />
      {socials.map((social) => (
        <button key={social} type="button" className="secondary" onClick={() => pick(social)} data-provider={social} translate="no">
          {SOCIAL_LABELS[social]}
        </button>
      ))}
    </div>
  )
}
