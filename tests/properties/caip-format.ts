// SPEC §5 CAIP-2 and CAIP-10 ids, SPEC §9 exact decimals and display rules.
import fc from 'fast-check'
import { caipAddress, parseCaipAddress, parseCaipNetworkId } from '../../kernel/caip'
import { GangwayError } from '../../kernel/errors'
import { formatBalance, formatUnits, parseUnits, truncateAddress } from '../../kernel/format'
import { expectThat, hostileText, property } from './property'

const idPart = fc.stringMatching(/^[-a-z0-9]{1,10}$/)
const caipLike = (parts: number) => fc.array(fc.oneof(idPart, fc.constant(''), fc.string({ maxLength: 6 })), { minLength: parts - 1, maxLength: parts + 1 }).map((p) => p.join(':'))

function refusal(run: () => unknown): Error | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return error as Error
  }
}

export const caipProperties = [
  property('SPEC §5 CAIP-2: any string parses to exactly itself, or fails with "Invalid CAIP-2 network id: {value}"', [hostileText(caipLike(2))], (value) => {
    const error = refusal(() => {
      const { namespace, reference } = parseCaipNetworkId(value)
      expectThat(`${namespace}:${reference}` === value && namespace !== '' && reference !== '', `parsed ${value} into something else`)
    })
    if (error) expectThat(error instanceof GangwayError && error.message === `Invalid CAIP-2 network id: ${value}`, `wrong error for ${JSON.stringify(value)}: ${error.message}`)
    else expectThat(value.split(':').length === 2, `accepted ${JSON.stringify(value)}`)
  }),
  property('SPEC §5 CAIP-10: 3 non-empty colon-separated parts round-trip; anything else fails with "Invalid CAIP-10 address: {value}"', [hostileText(caipLike(3))], (value) => {
    const error = refusal(() => {
      const parsed = parseCaipAddress(value)
      expectThat(caipAddress(parsed.caipNetworkId, parsed.address) === value, `round trip of ${value}`)
    })
    if (error) expectThat(error instanceof GangwayError && error.message === `Invalid CAIP-10 address: ${value}`, `wrong error for ${JSON.stringify(value)}: ${error.message}`)
    else expectThat(value.split(':').every((p) => p !== '') && value.split(':').length === 3, `accepted ${JSON.stringify(value)}`)
  }),
]

const decimals = fc.integer({ min: 0, max: 77 })
const amount = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n })

export const formatProperties = [
  property('SPEC §9 exact decimals: formatUnits then parseUnits gives the very bigint back', [amount, decimals], (value, d) => {
    expectThat(parseUnits(formatUnits(value, d), d) === value, `${value} at ${d} decimals`)
  }),
  property('SPEC §9 exact decimals: a typed decimal parses to the bigint whose format is the same number', [fc.stringMatching(/^\d{0,40}(\.\d{0,40})?$/), fc.integer({ min: 0, max: 40 })], (text, d) => {
    const error = refusal(() => {
      const units = parseUnits(text, d)
      const [whole = '', fraction = ''] = text.split('.')
      const expected = `${whole.replace(/^0+(?=\d)/, '') || '0'}${fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : ''}`
      expectThat(formatUnits(units, d) === expected, `${text} at ${d}: ${formatUnits(units, d)} ≠ ${expected}`)
    })
    if (error) expectThat(/^(Not a decimal amount|More than \d+ decimals): /.test(error.message), `${text}: ${error.message}`)
  }),
  property('amounts: any text either parses or fails with a readable error, never anything else', [hostileText(), fc.integer({ min: 0, max: 30 })], (text, d) => {
    const error = refusal(() => parseUnits(text, d))
    if (error) expectThat(error instanceof Error && /^(Not a decimal amount|More than \d+ decimals): /.test(error.message), error.message)
  }),
  property('amounts: decimals that are not a whole number from 0 to 255 are refused, never misread', [fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 256 }), fc.double({ noInteger: true }), fc.constantFrom(Number.NaN, Infinity))], (d) => {
    expectThat(refusal(() => parseUnits('1', d)) !== undefined, `parseUnits accepted ${d} decimals`)
    expectThat(refusal(() => formatUnits(1n, d)) !== undefined, `formatUnits accepted ${d} decimals`)
  }),
  property('SPEC §9 a negative amount formats as the minus of its opposite', [amount, decimals], (value, d) => {
    if (value > 0n) expectThat(formatUnits(-value, d) === `-${formatUnits(value, d)}`, `${value}`)
  }),
  property('SPEC §9 balance display: 3 decimals, cut never rounded up', [amount, fc.integer({ min: 0, max: 30 })], (value, d) => {
    const shown = formatBalance(formatUnits(value, d))
    expectThat(/^\d+\.\d{3}$/.test(shown) && parseUnits(shown, Math.max(d, 3)) <= parseUnits(formatUnits(value, d), Math.max(d, 3)), `${value}/${d} shown ${shown}`)
  }),
  property('SPEC §9 truncated addresses: 4 start, 6 end characters, any text', [hostileText()], (address) => {
    const cut = truncateAddress(address)
    expectThat(cut === address || (cut.startsWith(address.slice(0, 4)) && cut.endsWith(address.slice(-6)) && cut.length === 11), cut)
  }),
]
