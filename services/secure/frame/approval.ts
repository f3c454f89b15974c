// The approval card: what the person is asked to sign or send, drawn by the secure origin inside the
// modal's ApproveTransaction view. Only a click here lets the secure site sign: the host page cannot
// reach into this document, so it cannot approve for the person.
import { decodeBase58 } from '../../../plugins/solana/base58'
import { holdUntilStill, visibilityObserver } from './still-guard'

export interface ApprovalRequest {
  method: string
  params: unknown
  chainName: string
  appName?: string
  address: string
  /** The address is a smart account: the send goes out as one user operation. */
  smartAccount?: boolean
}

const REJECTED = 'User rejected the request.'

let pending: { reject(reason: Error): void } | undefined

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testId?: string } = {}, ...children: Array<Node | string>) => {
  const { testId, ...rest } = props
  const node = Object.assign(document.createElement(tag), rest)
  if (testId) node.dataset.testid = testId
  node.append(...children)
  return node
}

const decodeText = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : undefined
  } catch {
    return undefined
  }
}
const hexBytes = (hex: string) => Uint8Array.from(hex.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))
const formatWei = (value: unknown): string => {
  try {
    const wei = BigInt(value as string)
    const whole = wei / 10n ** 18n
    const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
    return `${whole}${fraction ? `.${fraction}` : ''} ETH`
  } catch {
    return String(value)
  }
}

/** The title and the lines a person reads before approving. */
export function describeRequest(method: string, params: unknown): { title: string; lines: Array<[string, string]>; detail?: string } {
  const list = Array.isArray(params) ? params : []
  const obj = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'personal_sign': {
      const message = String(list[0] ?? '')
      const text = message.startsWith('0x') ? (decodeText(hexBytes(message)) ?? message) : message
      return { title: 'Sign message', lines: [], detail: text }
    }
    case 'eth_signTypedData_v4': {
      const data = typeof list[1] === 'string' ? (JSON.parse(list[1]) as Record<string, unknown>) : ((list[1] ?? {}) as Record<string, unknown>)
      const domain = (data.domain ?? {}) as Record<string, unknown>
      return { title: 'Sign typed data', lines: [['Type', String(data.primaryType ?? '')], ['Domain', String(domain.name ?? '')]], detail: JSON.stringify(data.message ?? {}, null, 2) }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Record<string, unknown>
      const data = typeof tx.data === 'string' && tx.data !== '0x' ? tx.data : undefined
      return { title: 'Send transaction', lines: [['To', String(tx.to ?? '')], ['Amount', formatWei(tx.value ?? '0x0')]], detail: data && `Data ${data.length > 140 ? `${data.slice(0, 140)}…` : data}` }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: Array<Record<string, unknown>> } | undefined)?.calls ?? []).map((c, i) => `${i + 1}. to ${c.to} · ${formatWei(c.value ?? '0x0')}${c.data && c.data !== '0x' ? ' · with data' : ''}`)
      return { title: `Send ${calls.length} ${calls.length === 1 ? 'call' : 'calls'}`, lines: [], detail: calls.join('\n') }
    }
    case 'solana_signMessage': {
      const message = typeof obj.message === 'string' ? obj.message : ''
      let text: string | undefined
      try {
        text = decodeText(decodeBase58(message))
      } catch {
        text = undefined
      }
      return { title: 'Sign message', lines: [], detail: text ?? message }
    }
    case 'solana_signTransaction':
      return { title: 'Sign transaction', lines: [] }
    case 'solana_signAllTransactions':
      return { title: `Sign ${Array.isArray(obj.transactions) ? obj.transactions.length : 0} transactions`, lines: [] }
    case 'solana_signAndSendTransaction':
      return { title: 'Send transaction', lines: [] }
    default:
      return { title: method, lines: [] }
  }
}

/** Shows the card and resolves once the person approves; rejects when they reject (or another request replaces it). */
export function requestApproval(r: ApprovalRequest): Promise<void> {
  pending?.reject(Object.assign(new Error(REJECTED), { code: 4001 }))
  const { title, lines, detail } = describeRequest(r.method, r.params)
  return new Promise<void>((resolve, reject) => {
    const done = (approved: boolean) => {
      stopGuard()
      card.remove()
      pending = undefined
      document.body.classList.remove('approving')
      if (approved) resolve()
      else reject(Object.assign(new Error(REJECTED), { code: 4001 }))
    }
    const approve = el('button', { type: 'button', className: 'primary', testId: 'approve', textContent: 'Approve' })
    const reject_ = el('button', { type: 'button', className: 'secondary', testId: 'reject', textContent: 'Reject' })
    approve.addEventListener('click', () => done(true))
    reject_.addEventListener('click', () => done(false))
    // What is asked scrolls in .request; Reject and Approve sit below it, always whole in the frame.
    const request = el(
      'div',
      { className: 'request' },
      el('h1', { textContent: title }),
      el('p', { className: 'muted', textContent: `${r.appName ? `${r.appName} asks` : 'The app asks'} on ${r.chainName}` }),
      el('dl', {}, ...[['From', r.smartAccount ? `${r.address} (smart account)` : r.address] as [string, string], ...lines].flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })])),
      ...(detail ? [el('pre', { testId: 'approval-detail', textContent: detail })] : []),
      ...(r.smartAccount && /^(eth_sendTransaction|wallet_sendCalls)$/.test(r.method)
        ? [el('p', { className: 'small muted', testId: 'approval-user-operation', textContent: 'Sent as one user operation: all of it happens, or none of it.' })]
        : []),
      el('p', { className: 'small muted', textContent: 'Signed by your embedded wallet on the secure site. Approve only what you expect.' }),
    )
    const card = el('section', { className: 'card', testId: 'approval', ariaLabel: title }, request, el('div', { className: 'buttons' }, reject_, approve))
    pending = { reject: (reason) => (stopGuard(), card.remove(), reject(reason)) }
    document.body.classList.add('approving')
    document.body.append(card)
    const stopGuard = holdUntilStill(approve, { win: window, observeVisibility: visibilityObserver(approve), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (t) => clearTimeout(t as number) })
  })
}

/** The modal closed or moved on: the card goes, the request is refused. */
export function cancelApproval(): void {
  pending?.reject(Object.assign(new Error(REJECTED), { code: 4001 }))
  pending = undefined
  document.body.classList.remove('approving')
}
