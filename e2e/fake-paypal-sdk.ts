import type { Page } from '@playwright/test'

/**
 * A stand-in for PayPal's JS SDK (www.paypal.com is unreachable here): `paypal.Buttons(…)`
 * renders a "Pay with PayPal" button; pressing it asks the page for the order (createOrder) and
 * shows the step PayPal's own window would ("Complete PayPal payment"), which reports approval
 * (onApprove). The buyer's approval itself is made at the fake PayPal API by the journey.
 */
function fakePayPal() {
  const w = window as unknown as Record<string, unknown>
  w.paypal = {
    Buttons(options: {
      createOrder: () => Promise<string> | string
      onApprove: (data: { orderID: string }) => Promise<void>
    }) {
      return {
        async render(container: HTMLElement) {
          const start = document.createElement('button')
          start.type = 'button'
          start.textContent = 'Pay with PayPal'
          start.addEventListener('click', async () => {
            const orderID = await options.createOrder()
            const complete = document.createElement('button')
            complete.type = 'button'
            complete.textContent = 'Complete PayPal payment'
            complete.addEventListener('click', () => void options.onApprove({ orderID }))
            container.append(complete)
          })
          container.append(start)
        },
      }
    },
  }
}

/** Serves the fake for PayPal's SDK script. */
export async function fakePayPalSdk(page: Page) {
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${fakePayPal.toString()})()` }),
  )
}
