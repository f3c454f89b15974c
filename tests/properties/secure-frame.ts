// The embedded wallet's frame messages (plugins/auth-embedded/protocol.ts), both ways: whatever a page
// or a frame posts is a request, a reply, or nothing; reading it never throws and never pollutes a prototype.
import fc from 'fast-check'
import { APP, FRAME, frameReply, parseAppRequest, parseFrameMessage, requestPayloads, requestProblem, type RequestType } from '../../plugins/auth-embedded/protocol'
import { expectThat, hostileText, property } from './property'

const TYPES = Object.keys(requestPayloads) as RequestType[]
const name = fc.oneof(fc.constantFrom(...TYPES), hostileText())
const id = fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), hostileText(), fc.anything())
const payload = fc.oneof(
  fc.anything(),
  fc.record({ email: hostileText(fc.emailAddress()), otp: hostileText(fc.stringMatching(/^\d{6}$/)), chainId: fc.oneof(fc.integer(), hostileText()), uri: hostileText(fc.webUrl()) }, { requiredKeys: [] }),
  fc.record({ __proto__: fc.anything(), constructor: fc.anything() }, { requiredKeys: [] }),
)
const appMessage = fc.oneof(fc.anything(), fc.record({ type: fc.oneof(name.map((n) => `${APP}${n}`), hostileText()), id, payload }, { requiredKeys: ['type'] }))
const frameMessage = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.oneof(name.map((n) => `${FRAME}${n}_SUCCESS`), name.map((n) => `${FRAME}${n}_ERROR`), fc.constantFrom(`${FRAME}READY`, `${FRAME}SIGNED_OUT`), hostileText()), id, payload }, { requiredKeys: ['type'] }),
)
const unpolluted = () => ({} as Record<string, unknown>).polluted === undefined && Object.prototype.toString.call({}) === '[object Object]'

export const secureFrameProperties = [
  property('secure frame: any message posted to the frame is a valid request or nothing, and a malformed one has a reason; nothing throws (SPEC §5)', [appMessage], (data) => {
    const request = parseAppRequest(data)
    const problem = requestProblem(data)
    if (request) {
      expectThat(TYPES.includes(request.type), `unknown type ${request.type}`)
      expectThat(problem === undefined, `a valid request with a problem: ${problem?.message}`)
    }
    if (problem) expectThat(typeof problem.message === 'string' && problem.message.length > 0, 'a problem without a reason')
    expectThat(unpolluted(), 'a prototype was polluted')
  }),
  property('secure frame: any message posted to the modal is a reply, an event or nothing; nothing throws (SPEC §5)', [frameMessage], (data) => {
    const message = parseFrameMessage(data)
    if (message && (message.kind === 'success' || message.kind === 'error')) expectThat(TYPES.includes(message.type) && typeof message.id === 'string', 'a reply without its type or id')
    expectThat(unpolluted(), 'a prototype was polluted')
  }),
  property("secure frame: an error the frame builds reaches the modal as that error, with its id and text (SPEC §8 'An error occurred' family)", [fc.constantFrom(...TYPES), fc.string({ minLength: 1, maxLength: 64 }), fc.string({ maxLength: 2000 })], (type, messageId, text) => {
    const message = parseFrameMessage(frameReply.error(type, messageId, text))
    expectThat(message?.kind === 'error' && message.id === messageId && message.type === type && message.message === text, `lost: ${JSON.stringify(message)}`)
  }),
]
