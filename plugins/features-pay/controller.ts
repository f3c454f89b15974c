// The payment a host asked for, one at a time per modal: it opens the Pay view, connects a wallet
// first when none is connected in the network's namespace, switches the wallet to the network, and
// pays with the namespace's own transfers (the same code Send uses). The promise resolves with the
// transaction id once the chain has it, or rejects in SPEC §4 / §8 words.
import { atom } from 'nanostores'
import { GangwayError, gangwayError, isUserRejection, perModal, toastMessages, view, type FeaturePlugin, type PluginApi, type WalletEntry } from 'gangway'
import { checkPayRequest, type CheckedPayment, type PayRequest } from './request'

export type PayStatus = 'ready' | 'connecting' | 'switching' | 'paying' | 'confirming' | 'paid' | 'failed'

export interface PayState {
  payment?: CheckedPayment
  status: PayStatus
  /** What went wrong last; the person may try again unless the status is 'failed'. */
  error?: string
  /** The transaction id, once sent. */
  id?: string
}

/** Said when the host asks for a payment while `features.pay` is off (SPEC §9: off by default). */
export const PAY_OFF = 'Pay is not enabled: set features.pay to true'
export const PAY_REPLACED = /* t */ 'Replaced by a newer payment request'

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)))

export function createPayController(modal: PluginApi) {
  const $pay = atom<PayState>({ status: 'ready' })
  let settle: { resolve(id: string): void; reject(error: Error): void } | undefined

  const namespaceOf = () => $pay.get().payment?.network.chainNamespace
  const addressOf = () => {
    const namespace = namespaceOf()
    return namespace ? modal.stores.$accounts.get()[namespace]?.address : undefined
  }
  const update = (patch: Partial<PayState>) => $pay.set({ ...$pay.get(), ...patch })

  function finish(outcome: { id: string } | { error: Error }): void {
    const pending = settle
    settle = undefined
    if (!pending) return
    if ('id' in outcome) pending.resolve(outcome.id)
    else pending.reject(outcome.error)
  }

  /** Set while a wallet connects through a view of its own, which closes the modal when done. */
  let backToPay = false
  // Closing the modal before the payment is made ends it: 'Modal closed' (SPEC §4). A wallet that
  // connected through its own view closes the modal: the Pay view opens again instead.
  modal.events.on('modal', ({ open }) => {
    if (open || !settle) return
    if (backToPay && addressOf()) {
      backToPay = false
      queueMicrotask(() => modal.open({ view: view('Pay'), namespace: namespaceOf() }))
      return
    }
    finish({ error: gangwayError('MODAL_CLOSED') })
  })

  const controller = {
    $pay,
    /** Opens the Pay view for `request`; see `openPay`. */
    request(feature: FeaturePlugin, request: PayRequest): Promise<string> {
      if (modal.options.features.pay !== true) return Promise.reject(new Error(PAY_OFF))
      let payment: CheckedPayment
      try {
        payment = checkPayRequest(request, {
          networks: modal.stores.$networks.get(),
          isAddress: (namespace, address) => modal.namespaces.get(namespace)?.isAddress(address) ?? false,
        })
      } catch (error) {
        return Promise.reject(asError(error))
      }
      // SPEC §4: a namespace without transfers cannot pay ('Unsupported chain').
      if (!modal.isEnabled(feature, payment.network.chainNamespace)) return Promise.reject(gangwayError('UNSUPPORTED_CHAIN'))
      finish({ error: new Error(PAY_REPLACED) })
      const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }))
      $pay.set({ payment, status: 'ready' })
      backToPay = false
      modal.open({ view: view('Pay'), namespace: payment.network.chainNamespace })
      return promise
    },

    /** Connects `wallet` from the Pay view; a wallet with a view of its own connects there. */
    async connect(wallet: WalletEntry, openView: (wallet: WalletEntry) => void): Promise<void> {
      const namespace = namespaceOf()
      const connector = wallet.connectors.find((c) => c.chain === namespace) ?? wallet.connectors[0]
      if (connector?.view) {
        backToPay = true
        return openView(wallet)
      }
      // Connected here, after a look at another view: closing now ends the payment.
      backToPay = false
      update({ status: 'connecting', error: undefined })
      try {
        await modal.connectWallet(wallet)
        update({ status: 'ready' })
      } catch (error) {
        // SPEC §4: a connection the person rejects ends the payment with 'Connection rejected'.
        if (error instanceof GangwayError && error.code === 'CONNECTION_REJECTED') {
          update({ status: 'failed', error: error.message })
          finish({ error })
          return
        }
        update({ status: 'ready', error: asError(error).message })
      }
    },

    /** The person heads for All Wallets: a wallet connected there (its view closes the modal) brings Pay back. */
    toAllWallets(): void {
      backToPay = true
    },

    /** Switches the wallet to the network when needed, pays, and waits for the chain. */
    async pay(): Promise<string | undefined> {
      const s = $pay.get()
      const payment = s.payment
      if (!payment || !settle || s.status !== 'ready') return undefined
      const { network } = payment
      const namespace = network.chainNamespace
      const from = addressOf()
      const session = modal.session(namespace)
      const capability = modal.namespaces.get(namespace)?.capabilities.transfers
      if (!from || !session) return void update({ error: gangwayError('CONNECT_BEFORE_REQUEST').message })
      if (!capability) return void update({ error: gangwayError('UNSUPPORTED_CHAIN').message })
      try {
        if (modal.stores.$activeNetwork.get()?.caipNetworkId !== network.caipNetworkId) {
          update({ status: 'switching', error: undefined })
          await modal.switchNetwork(network)
        }
        update({ status: 'paying', error: undefined })
        const transfers = await capability.load()
        const id = await transfers.send(modal.context, modal.session(namespace) ?? session, {
          network,
          from,
          to: payment.recipient,
          amount: payment.units,
          token: payment.asset.address ? { address: payment.asset.address, decimals: payment.asset.decimals } : undefined,
        })
        update({ status: 'confirming', id })
        await transfers.confirm?.(modal.context, network, id)
        update({ status: 'paid' })
        finish({ id })
        void modal.refreshBalance({ force: true })
        return id
      } catch (error) {
        if (isUserRejection(error)) {
          // The person declined in the wallet: the payment ends with the SPEC's word for it.
          update({ status: 'failed', error: toastMessages.SIGNATURE_DECLINED })
          finish({ error: new Error(toastMessages.SIGNATURE_DECLINED, { cause: error }) })
          return undefined
        }
        const sent = $pay.get().id
        // Sent but failed on the chain: final. Not sent: the person may try again.
        update({ status: sent ? 'failed' : 'ready', error: asError(error).message })
        if (sent) finish({ error: asError(error) })
        modal.events.emit('error', { error: asError(error) })
        return undefined
      }
    },
  }
  return controller
}

export type PayController = ReturnType<typeof createPayController>

/** The pay controller of a modal, made on first use. */
export const payController = perModal(createPayController)
