import type { Page } from '@playwright/test'

/** What the fake's `confirmPayment` answers; 'declined' is Stripe's card_error. */
export type PaymentOutcome = 'succeeded' | 'processing' | 'declined'

/**
 * A stand-in for https://js.stripe.com (unreachable here), implementing only what
 * @stripe/stripe-js's loadStripe, @stripe/react-stripe-js's Elements and PaymentElement, and our
 * card step call. The outcome is read from `window.__fakeStripeOutcome` when Pay is pressed;
 * `window.__fakeStripeCalls` records each confirmPayment's arguments.
 */
function fakeStripe() {
  type Handler = (event: unknown) => void
  const w = window as unknown as Record<string, unknown>
  const calls: unknown[] = []
  w.__fakeStripeCalls = calls

  function createElement(type: string) {
    const handlers = new Map<string, Set<Handler>>()
    const emit = (event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload)
    }
    let node: HTMLElement | null = null
    return {
      mount(target: HTMLElement) {
        node = document.createElement('div')
        node.dataset.testid = 'fake-payment-element'
        const label = document.createElement('label')
        label.textContent = 'Card number'
        const input = document.createElement('input')
        input.autocomplete = 'cc-number'
        input.addEventListener('input', () =>
          emit('change', { elementType: type, complete: input.value.length >= 16, empty: false }),
        )
        label.append(input)
        node.append(label)
        target.append(node)
        setTimeout(() => emit('ready', { elementType: type }), 0)
      },
      unmount() {
        node?.remove()
      },
      destroy() {
        node?.remove()
        handlers.clear()
      },
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set())
        handlers.get(event)!.add(handler)
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler)
      },
      update() {},
      collapse() {},
      focus() {},
      blur() {},
      clear() {},
    }
  }

  function Stripe(_key: string) {
    let clientSecret = ''
    return {
      elements(options: { clientSecret?: string } = {}) {
        clientSecret = options.clientSecret ?? ''
        const created = new Map<string, ReturnType<typeof createElement>>()
        return {
          create(type: string) {
            const element = createElement(type)
            created.set(type, element)
            return element
          },
          getElement: (type: string) => created.get(type) ?? null,
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
        }
      },
      async confirmPayment(params: { confirmParams?: object; redirect?: string }) {
        calls.push({ confirmParams: params.confirmParams, redirect: params.redirect })
        await new Promise((resolve) => setTimeout(resolve, 50))
        const id = clientSecret.split('_secret_')[0]
        const outcome = w.__fakeStripeOutcome ?? 'succeeded'
        if (outcome === 'declined') {
          return {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          }
        }
        return { paymentIntent: { id, object: 'payment_intent', status: outcome } }
      },
      async confirmSetup(params: { confirmParams?: object; redirect?: string }) {
        calls.push({ setup: true, confirmParams: params.confirmParams, redirect: params.redirect })
        await new Promise((resolve) => setTimeout(resolve, 50))
        const id = clientSecret.split('_secret_')[0]
        if (w.__fakeStripeOutcome === 'declined') {
          return {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          }
        }
        return { setupIntent: { id, object: 'setup_intent', status: 'succeeded' } }
      },
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    }
  }
  // loadStripe warns when the version differs from the release train it expects.
  Stripe.version = 'endive'
  w.Stripe = Stripe
}

/** Serves the fake for every js.stripe.com script and sets the outcome of Pay for this page. */
export async function fakeStripeJs(page: Page, outcome: PaymentOutcome) {
  await page.addInitScript((value) => {
    ;(window as unknown as Record<string, unknown>).__fakeStripeOutcome = value
  }, outcome)
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${fakeStripe.toString()})()` }),
  )
}
