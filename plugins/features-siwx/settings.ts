// The sign-in settings of one modal: the factory's config, the host's `siwx` option (kept as
// `unknown` by the kernel), or `siweConfig` (the older EIP-4361-only option, adapted onto the same
// flow). Checked at createModal, so a bad value throws there, naming the field.
import { gangwayError, type ModalOptions, type PluginApi } from 'gangway'
import type { SiweConfig, SiwxConfig, SiwxSettings } from './types'

/** The sign-in view (SPEC §2 SIWXSignMessage). */
export const SIWX_VIEW = 'SIWXSignMessage'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const hasFunctions = (value: unknown, names: readonly string[]): boolean => isObject(value) && names.every((name) => typeof value[name] === 'function')
const STRATEGY = ['createNonce', 'addSession', 'getSessions', 'revokeSession'] as const
const SIWE = ['getNonce', 'verifyMessage', 'getSession', 'signOut'] as const

function check(field: string, ok: boolean, message: string): void {
  if (!ok) throw gangwayError('INVALID_OPTIONS', `${field}: ${message}`)
}

/** Undefined when sign-in is off (`siweConfig.enabled: false`). */
export function resolveSettings(options: ModalOptions, config: SiwxConfig = {}): SiwxSettings | undefined {
  const { siwx, siweConfig } = options
  check('siwx', siwx === undefined || isObject(siwx), 'must be an object')
  check('siweConfig', siweConfig === undefined || hasFunctions(siweConfig, SIWE), `must have ${SIWE.join(', ')} functions`)
  const siwe = siweConfig as SiweConfig | undefined
  if (siwe?.enabled === false) return undefined
  const given: Record<string, unknown> = { required: siwe?.required, ...(siwx as object | undefined), ...config }
  const { required = true, statement, expiresIn, strategy } = given
  check('siwx.required', typeof required === 'boolean', 'must be true or false')
  check('siwx.statement', statement === undefined || (typeof statement === 'string' && !/[\r\n]/.test(statement)), 'must be one line of text')
  check('siwx.expiresIn', expiresIn === undefined || (Number.isInteger(expiresIn) && (expiresIn as number) > 0), 'must be a whole number of seconds')
  check('siwx.strategy', strategy === undefined || typeof strategy === 'function' || hasFunctions(strategy, STRATEGY), `must have ${STRATEGY.join(', ')} functions`)
  return { required: required as boolean, statement: statement as string | undefined, expiresIn: expiresIn as number | undefined, strategy: strategy as SiwxConfig['strategy'], siwe }
}

/** Each modal's settings, set by the factory's `start` and read by the lazily loaded controller. */
export const settingsOf = new WeakMap<PluginApi, SiwxSettings>()
