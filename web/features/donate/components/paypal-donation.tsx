import { useEffect, useRef, useState } from 'react'
import { paymentTexts } from '#core/donation-facts'
import { m } from '#i18n/messages'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { capturePayPalGift } from '../api/create-donation'

/** The part of PayPal's JS SDK the buttons use. */
interface PayPalButtons {
  Buttons(options: {
    style?: Record<string, string>
    createOrder: () => Promise<string> | string
    onApprove: (data: { orderID: string }) => Promise<void>
    onError?: (error: unknown) => void
  }): { render(container: HTMLElement): Promise<void> }
}

declare global {
  interface Window {
    paypal?: PayPalButtons
  }
}

const sdkLoads = new Map<string, Promise<PayPalButtons>>()

/** PayPal's JS SDK for the client id, loaded once (only once a donor chose PayPal). */
function loadPayPal(clientId: string): Promise<PayPalButtons> {
  let load = sdkLoads.get(clientId)
  if (!load) {
    load = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      const query = new URLSearchParams({
        'client-id': clientId,
        currency: 'USD',
        intent: 'capture',
        components: 'buttons',
      })
      script.src = `https://www.paypal.com/sdk/js?${query}`
      script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('no SDK')))
      script.onerror = () => {
        sdkLoads.delete(clientId)
        reject(new Error('PayPal could not load'))
      }
      document.head.append(script)
    })
    sdkLoads.set(clientId, load)
  }
  return load
}

/**
 * The PayPal step of a one-time gift (decision 041): PayPal's buttons approve the order the
 * server made; the server captures it, and only then is the gift paid.
 */
export default function PayPalDonation({
  donationId,
  orderId,
  clientId,
  onPaid,
}: {
  donationId: number
  orderId: string
  clientId: string
  onPaid: (outcome: 'paid' | 'processing') => void
}) {
  const container = useRef<HTMLDivElement>(null)
  // The buttons render once per order; the latest callback is read when PayPal approves.
  const paid = useRef(onPaid)
  paid.current = onPaid
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let live = true
    loadPayPal(clientId)
      .then((paypal) => {
        if (!live || !container.current) return
        return paypal
          .Buttons({
            style: { layout: 'vertical', label: 'donate' },
            createOrder: () => orderId,
            onApprove: async (data) => {
              try {
                const result = await capturePayPalGift(donationId, data.orderID)
                paid.current(result.status === 'paid' ? 'paid' : 'processing')
              } catch (error) {
                toaster.create({
                  type: 'error',
                  title: m.giving_donation_failed(),
                  description: errorMessage(error),
                })
              }
            },
            onError: () =>
              toaster.create({
                type: 'error',
                title: m.giving_donation_failed(),
                description: paymentTexts.paypalDeclined(),
              }),
          })
          .render(container.current)
          .then(() => live && setState('ready'))
      })
      .catch(() => live && setState('failed'))
    return () => {
      live = false
    }
  }, [clientId, donationId, orderId])

  return (
    <div className={stackGap3}>
      {state === 'loading' && <Spinner label={m.giving_loading_paypal()} showLabel />}
      {state === 'failed' && <p role="alert">{m.giving_paypal_load_failed()}</p>}
      <div ref={container} />
    </div>
  )
}
