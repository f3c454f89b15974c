// The name registry on a real chain and a real SQLite file: registrations signed by the address
// (verified with viem), SPEC §5 rules, one name per address in the zone, and the lookups the modal
// makes (SPEC §7), each refusal carrying reasons[0].description.
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { coinTypeOf, registrationMessage } from '../../../../plugins/features-names/rules'
import { SDK } from './api'
import { ALICE, BOB, CHAIN_ID, useChainApi } from './chain-api'

const ctx = useChainApi()
const url = (path: string) => `${ctx().api.url}${path}${path.includes('?') ? '&' : '?'}${SDK}`
const get = (path: string) => fetch(url(path))
const post = (body: unknown) => fetch(url('/v1/profile/account'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const key = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
const COIN_TYPE = coinTypeOf(CHAIN_ID)!

/** A registration as the modal sends it: the SPEC §3 message signed by the account. */
async function registration(index: number, name: string, o: { now?: number; message?: string } = {}) {
  const account = key(index)
  const message = o.message ?? registrationMessage(name, o.now)
  return { coin_type: COIN_TYPE, address: account.address, message, signature: await account.signMessage({ message }) }
}

const reasonOf = async (res: Response) => ((await res.json()) as { reasons?: Array<{ description: string }> }).reasons?.[0]?.description

describe('SPEC §7 POST /v1/profile/account: a name registered by its address', () => {
  it('SPEC §4 name registration: the signed message registers the name; lookup, reverse and identity answer it', async () => {
    const res = await post(await registration(5, 'frank.gw'))
    expect(res.status).toBe(200)
    const frank = key(5).address
    expect(await res.json()).toMatchObject({ name: 'frank.gw', addresses: { '60': { address: frank }, [String(COIN_TYPE)]: { address: frank } } })
    expect(await (await get('/v1/profile/account/frank.gw')).json()).toMatchObject({ name: 'frank.gw', addresses: { '60': { address: frank } } })
    expect(((await (await get(`/v1/profile/reverse/${frank.toLowerCase()}`)).json()) as Array<{ name: string }>).map((n) => n.name)).toEqual(['frank.gw'])
    expect(await (await get(`/v1/identity/${frank}?sender=${ALICE}`)).json()).toEqual({ name: 'frank.gw', avatar: null })
  })

  it('SPEC §5 one name per address in the zone; a taken name is refused; both with reasons[0].description', async () => {
    await post(await registration(6, 'grace.gw'))
    const second = await post(await registration(6, 'grace-two.gw'))
    expect(second.status).toBe(409)
    expect(await reasonOf(second)).toBe('This address already has a name in .gw: grace.gw')
    const taken = await post(await registration(7, 'Grace.gw'))
    expect(taken.status).toBe(409)
    expect(await reasonOf(taken)).toBe('The name grace.gw is already taken')
    // A seeded dev name is held, even though it predates the 4-character rule: it cannot be taken, only refused.
    expect(await reasonOf(await post(await registration(7, 'bob.gw')))).toBe('Invalid name: letters, digits and hyphens only, at least 4 characters')
  })

  it('SPEC §5 name: letters, digits and hyphens only, at least 4 characters', async () => {
    for (const name of ['abc.gw', 'al_ice.gw', 'al ice.gw', 'ali.ce.gw', '.gw']) {
      const res = await post(await registration(8, name))
      expect(res.status, name).toBe(400)
      expect(await reasonOf(res), name).toMatch(/^Invalid name: letters, digits and hyphens only, at least 4 characters$|^Unknown zone/)
    }
    expect((await post(await registration(8, 'a-b-1.gw'))).status).toBe(200)
  })

  it('SPEC §3 the message is verified: another key, an edited message, a stale or future timestamp, a replay are refused', async () => {
    const good = await registration(9, 'heidi.gw')
    const forged = { ...good, address: key(4).address }
    expect(await reasonOf(await post(forged))).toBe('The signature is not the address’s signature of this message')
    const edited = { ...good, message: good.message.replace('heidi', 'heidi2') }
    expect((await post(edited)).status).toBe(401)
    const stale = await registration(9, 'heidi.gw', { now: Date.now() - 11 * 60_000 })
    expect(await reasonOf(await post(stale))).toBe('The registration message is stale: sign a new one')
    const future = await registration(9, 'heidi.gw', { now: Date.now() + 5 * 60_000 })
    expect(await reasonOf(await post(future))).toBe('The registration message is dated in the future')
    expect((await post(good)).status).toBe(200)
    expect((await post(good)).status).toBe(409)
    const extra = await registration(9, 'x', { message: JSON.stringify({ name: 'ivan.gw', attributes: { avatar: 'x' }, timestamp: Math.floor(Date.now() / 1000) }) })
    expect(await reasonOf(await post(extra))).toBe('The message attributes must be an empty object')
  })

  it('SPEC §5 coin types are ENSIP-11 EVM ones (or 60); anything else is refused', async () => {
    const body = await registration(3, 'dave-two.gw')
    expect(await reasonOf(await post({ ...body, coin_type: 501 }))).toBe('Invalid coin_type: 501 is not an EVM coin type (ENSIP-11)')
    expect(await reasonOf(await post({ ...body, coin_type: 'sixty' }))).toMatch(/^Invalid body field 'coin_type'/)
  })
})

describe('SPEC §7 lookups and suggestions', () => {
  it('SPEC §7 suggestions: the name asked for with its registered flag, then free variants in the zone', async () => {
    const res = await get('/v1/profile/suggestions/grace?zone=gw')
    expect(res.status).toBe(200)
    const { suggestions } = (await res.json()) as { suggestions: Array<{ name: string; registered: boolean }> }
    expect(suggestions[0]).toEqual({ name: 'grace.gw', registered: true })
    expect(suggestions.slice(1).every((s) => !s.registered && /^grace\d+\.gw$/.test(s.name))).toBe(true)
    expect(suggestions).toHaveLength(5)
    expect(((await (await get('/v1/profile/suggestions/brand-new')).json()) as { suggestions: Array<{ name: string; registered: boolean }> }).suggestions[0]).toEqual({ name: 'brand-new.gw', registered: false })
  })

  it('SPEC §5 suggestions refuse a short or invalid name and another zone, with reasons', async () => {
    const short = await get('/v1/profile/suggestions/abc')
    expect(short.status).toBe(400)
    expect(await reasonOf(short)).toBe('Invalid name: letters, digits and hyphens only, at least 4 characters')
    expect(await reasonOf(await get('/v1/profile/suggestions/alice?zone=eth'))).toBe('Unknown zone: eth (this registry serves .gw)')
    expect((await get('/v1/profile/suggestions/al%20ice')).status).toBe(400)
  })

  it('SPEC §7 seeded dev names answer from the registry; an unknown name is a 404 with a reason', async () => {
    expect(await (await get('/v1/profile/account/BOB.gw')).json()).toMatchObject({ name: 'bob.gw', addresses: { '60': { address: BOB } } })
    const missing = await get('/v1/profile/account/nobody.gw')
    expect(missing.status).toBe(404)
    expect(await reasonOf(missing)).toBe('Name not found: nobody.gw')
    expect(await reasonOf(await get('/v1/profile/reverse/0x1234'))).toBe('Invalid address: 0x1234')
  })
})

describe('names outlive a restart (SQLite)', () => {
  it('SPEC §7 a registered name still resolves after the API restarts on the same data folder', async () => {
    await post(await registration(11, 'kate.gw'))
    await ctx().restartApi()
    expect(await (await get('/v1/profile/account/kate.gw')).json()).toMatchObject({ addresses: { '60': { address: key(11).address } } })
    expect(await (await get(`/v1/identity/${BOB}`)).json()).toEqual({ name: 'bob.gw', avatar: null })
  })
})
