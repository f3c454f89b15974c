import { describe, expect, it } from 'vitest'
import { authDisplayName, emailWaitSeconds, takeResultUri, telegramSocials } from '../../../../plugins/auth-embedded/rules'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('SPEC §5 auth display name', () => {
  it('the social username leads; a Discord username loses its trailing 0', () => {
    expect(authDisplayName({ userName: 'alice_dev0', socialProvider: 'discord', email: 'a@example.com' })).toBe('alice_dev')
    expect(authDisplayName({ userName: 'alice_dev0', socialProvider: 'github' })).toBe('alice_dev0')
    expect(authDisplayName({ userName: 'bob', socialProvider: 'discord' })).toBe('bob')
  })

  it('else the e-mail; longer than 30 characters it is cut to 27 and ends with "..." (30 in all)', () => {
    expect(authDisplayName({ email: 'short@example.com' })).toBe('short@example.com')
    const thirty = 'abcdefghijklmnopqrst@example.c'
    expect(thirty).toHaveLength(30)
    expect(authDisplayName({ email: thirty })).toBe(thirty)
    const long = 'a.very.long.name.indeed@example.com'
    expect(authDisplayName({ email: long })).toBe('a.very.long.name.indeed@exa...')
    expect(authDisplayName({ email: long })).toHaveLength(30)
    expect(authDisplayName({})).toBeUndefined()
  })
})

describe('SPEC §5, §9 e-mail code throttle (30 s)', () => {
  it('the seconds left, rounded up; none once 30 s passed or when no code was asked for', () => {
    expect(emailWaitSeconds(undefined, 1000)).toBe(0)
    expect(emailWaitSeconds(0, 0)).toBe(30)
    expect(emailWaitSeconds(0, 1)).toBe(30)
    expect(emailWaitSeconds(0, 29_001)).toBe(1)
    expect(emailWaitSeconds(0, 30_000)).toBe(0)
  })
})

describe('SPEC §5 Telegram socials per platform', () => {
  it('iOS drops Google, macOS drops X, Android drops Facebook and X; others keep all', () => {
    expect(telegramSocials(ALL, 'ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(telegramSocials(ALL, 'macos')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(telegramSocials(ALL, 'android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
    expect(telegramSocials(ALL, 'tdesktop')).toEqual([...ALL])
  })
})

describe('SPEC §2 Telegram result_uri', () => {
  it('is read and removed from the address, the rest of the address kept', () => {
    const result = 'https://secure.example/social/callback?code=c&state=s'
    const { resultUri, cleaned } = takeResultUri(`https://shop.example/page?tab=2&result_uri=${encodeURIComponent(result)}#top`)
    expect(resultUri).toBe(result)
    expect(cleaned).toBe('https://shop.example/page?tab=2#top')
    expect(takeResultUri('https://shop.example/page?tab=2')).toEqual({ cleaned: 'https://shop.example/page?tab=2' })
  })
})
