// The embedded wallet's rules of SPEC §5 and §9, as plain functions.
import type { FrameSocialProvider } from './protocol'

/** SPEC §9: the e-mail login wait. */
export const EMAIL_LOGIN_WAIT_MS = 30_000
/** SPEC §9 'E-mail display cut at 30 characters'. */
export const EMAIL_DISPLAY_MAX = 30

/** SPEC §5 throttle: the seconds left before another code may be asked for, or 0. */
export function emailWaitSeconds(lastRequestAt: number | undefined, now: number): number {
  if (lastRequestAt === undefined) return 0
  const left = lastRequestAt + EMAIL_LOGIN_WAIT_MS - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/**
 * SPEC §5 'Auth display name': the social username (Discord's trailing discriminator 0 removed);
 * otherwise the e-mail, cut to 30 characters with '...' when longer.
 */
export function authDisplayName(user: { userName?: string | null; email?: string | null; socialProvider?: string | null }): string | undefined {
  if (user.userName) return user.socialProvider === 'discord' && user.userName.endsWith('0') ? user.userName.slice(0, -1) : user.userName
  if (user.email) return user.email.length > EMAIL_DISPLAY_MAX ? `${user.email.slice(0, EMAIL_DISPLAY_MAX - 3)}...` : user.email
  return undefined
}

export type Platform = 'ios' | 'macos' | 'android' | (string & {})

/** SPEC §5 Telegram: socials offered per platform (iOS drops Google, macOS drops X, Android drops Facebook and X). */
export function telegramSocials<T extends string>(socials: readonly T[], platform: Platform | undefined): T[] {
  const dropped: readonly string[] = platform === 'ios' ? ['google'] : platform === 'macos' ? ['x'] : platform === 'android' ? ['facebook', 'x'] : []
  return socials.filter((s) => !dropped.includes(s))
}

/** The Telegram mini app the page runs in, when it does (window.Telegram.WebApp). */
export function telegramPlatform(win: Window | undefined): Platform | undefined {
  const app = (win as (Window & { Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } } }) | undefined)?.Telegram?.WebApp
  return app && typeof app.platform === 'string' && app.platform !== 'unknown' ? app.platform : undefined
}

/** SPEC §2: the result_uri a Telegram sign-in came back with, and the address without it. */
export function takeResultUri(href: string): { resultUri?: string; cleaned: string } {
  const url = new URL(href)
  const resultUri = url.searchParams.get('result_uri') ?? undefined
  if (resultUri === undefined) return { cleaned: href }
  url.searchParams.delete('result_uri')
  return { resultUri, cleaned: url.toString() }
}

export const SOCIAL_LABELS: Record<FrameSocialProvider | 'farcaster', string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
