// The registry on its own (in-memory SQLite, EOA signatures checked with viem): release, races,
// seeds and the zone setting.
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../../../services/dev/keys'
import { registrationMessage } from '../../../../plugins/features-names/rules'
import { createNameRegistry, NameError } from '../../../../services/api/names/registry'
import { openDatabase } from '../../../../services/api/store/db'

const key = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
const signed = async (index: number, name: string) => {
  const message = registrationMessage(name)
  return { coinType: 60, address: key(index).address, message, signature: await key(index).signMessage({ message }) }
}
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof NameError ? error.message : String(error)))

describe('name registry', () => {
  it('SPEC §5 one name per address per zone unless released: a released name is free, and its address may take another', async () => {
    const registry = createNameRegistry({ db: openDatabase(undefined) })
    await registry.register(await signed(0, 'alice.gw'))
    expect(await refusal(registry.register(await signed(0, 'alice-two.gw')))).toBe('This address already has a name in .gw: alice.gw')
    expect(registry.release('alice.gw', key(1).address)).toBe(false)
    expect(registry.release('ALICE.gw', key(0).address.toLowerCase())).toBe(true)
    expect(registry.nameOf(key(0).address)).toBeUndefined()
    await registry.register(await signed(1, 'alice.gw'))
    await registry.register(await signed(0, 'alice-two.gw'))
    expect(registry.address('alice.gw')).toBe(key(1).address)
    expect(registry.nameOf(key(0).address)).toBe('alice-two.gw')
  })

  it('SPEC §5 two registrations racing for one name: exactly one wins', async () => {
    const registry = createNameRegistry({ db: openDatabase(undefined) })
    const results = await Promise.allSettled([registry.register(await signed(2, 'race.gw')), registry.register(await signed(3, 'race.gw'))])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as Error).message)).toEqual(['The name race.gw is already taken'])
  })

  it('zone: configurable; a name in another zone is refused; seeds keep their own zone and are stored once', async () => {
    const db = openDatabase(undefined)
    const registry = createNameRegistry({ db, zone: 'shop', seeds: { 'bob.gw': key(1).address } })
    expect(registry.suggestions('carol')[0]).toEqual({ name: 'carol.shop', registered: false })
    expect(await refusal(registry.register(await signed(2, 'carol.gw')))).toBe('Unknown zone: gw (this registry serves .shop)')
    await registry.register(await signed(2, 'carol.shop'))
    expect(registry.nameOf(key(2).address)).toBe('carol.shop')
    expect(registry.lookup('bob.gw')).toMatchObject({ zone: 'gw', address: key(1).address })
    // Seeding again (a restart) neither duplicates nor brings back a released seed.
    registry.release('bob.gw', key(1).address)
    createNameRegistry({ db, zone: 'shop', seeds: { 'bob.gw': key(1).address } })
    expect(registry.lookup('bob.gw')).toBeUndefined()
    expect(() => createNameRegistry({ db, zone: 'Bad Zone' })).toThrow('Invalid name zone: Bad Zone')
  })

  it('SPEC §7 identity avatar: a seeded name may carry an `avatar` text record, which the identity of its address answers; a name without one answers none', () => {
    const registry = createNameRegistry({ db: openDatabase(undefined), seeds: { 'bob.gw': { address: key(1).address, attributes: { avatar: 'http://127.0.0.1/bob.png' } }, 'carol.gw': key(2).address } })
    expect(registry.identity(key(1).address.toLowerCase())).toEqual({ name: 'bob.gw', avatar: 'http://127.0.0.1/bob.png' })
    expect(registry.lookup('bob.gw')?.attributes).toEqual({ avatar: 'http://127.0.0.1/bob.png' })
    expect(registry.identity(key(2).address)).toEqual({ name: 'carol.gw', avatar: null })
    expect(registry.identity(key(3).address)).toEqual({ name: null, avatar: null })
  })
})
