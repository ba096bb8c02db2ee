import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { isRegionOf } from '#core/address-regions'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { roundUpCents } from '#core/order-totals'
import type { OrderTotalsInDollars } from '#core/schemas/order'
import { type OrderRequest, orderMessages, type ShippingMethod } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { toaster } from '~/components/ui/toaster'
import { headingH3, mutedText } from '~/components/ui/typography'
import { cartShips } from '~/entities/cart/cart-store'
import { CartLines } from '~/entities/cart/components/cart-lines'
import { useCartActions, useCartItems } from '~/entities/cart/use-cart'
import { ordersQueryKey } from '~/entities/orders/api/get-orders'
import { productsQueryKey } from '~/entities/products/api/get-products'
import { ApiError, NetworkError } from '~/lib/api-request'
import { createAttemptKeys } from '~/lib/attempt-key'
import { configQueryOptions } from '~/lib/get-config'
import { sessionQueryOptions, useSession } from '~/lib/session'
import { useMediaQuery } from '~/lib/use-media-query'
import { useOnlineStatus } from '~/lib/use-online-status'
import { placeOrder, priceChange } from '../api/place-order'
import { checkoutTotals } from '../checkout-totals'
import { useAccountPrefill } from '../use-account-prefill'
import { useAccountStep } from '../use-account-step'
import { clearContactDraft, useContactForm } from '../use-contact-form'
import { useKickoffCall } from '../use-kickoff-call'
import { usePriceRefresh } from '../use-price-refresh'
import { AccountStep } from './account-step'
import { ContactFields } from './contact-fields'
import { KickoffCallFields } from './kickoff-call-fields'
import { CompactSummary, LoginNotice, OrderSummary, ServerTotalsNotice } from './order-summary'
import { PaymentNotice } from './payment-notice'
import { PricesUpdatedNotice } from './prices-updated-notice'
import { ShippingMethodFields } from './shipping-method-fields'

/** A server's answer has a status; no answer says so plainly; anything else gets the spec's text. */
function orderFailure(error: unknown) {
  return error instanceof NetworkError || error instanceof ApiError
    ? error.message
    : m.shop_order_failed()
}

function EmptyCart() {
  return (
    <div
      className={cx(
        panel({ size: 'lg' }),
        css({ display: 'grid', gap: '4', justifyItems: 'start', maxW: '2xl' }),
      )}
    >
      <h2 className={headingH3}>{m.shop_cart_empty()}</h2>
      <p className={mutedText}>{m.shop_empty_cart_text()}</p>
      <ButtonLink to="/store">{m.shop_browse_puzzles()}</ButtonLink>
    </div>
  )
}

const checkoutColumns = css({
  display: 'grid',
  gap: '10',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  alignItems: 'start',
})

/** Contact, shipping, payment note and the editable summary; Complete Checkout places the order. */
export function CheckoutForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const items = useCartItems()
  const { clear } = useCartActions()
  const { user, isPending: sessionPending } = useSession()
  const online = useOnlineStatus()
  const ships = cartShips(items)
  const form = useContactForm(ships)
  const account = useAccountStep()
  useAccountPrefill(user, form)
  const call = useKickoffCall(items)
  const [method, setMethod] = useState<ShippingMethod>('standard')
  const [roundUp, setRoundUp] = useState(false)
  const config = useQuery(configQueryOptions)
  const [processing, setProcessing] = useState(false)
  const [serverTotals, setServerTotals] = useState<OrderTotalsInDollars | null>(null)
  const { changes, stock, refresh } = usePriceRefresh()
  const [attemptKeys] = useState(createAttemptKeys)
  // Below the wide layout the summary card comes after the form: its gist goes first.
  const narrow = useMediaQuery('(max-width: 1023.98px)')
  const totals = checkoutTotals(items, method)
  const roundUpGift = roundUpCents(dollarsToCents(totals.total))
  // A round-up is paid by card with the order: offered only where cards are taken.
  const offerRoundUp = roundUpGift > 0 && Boolean(config.data?.stripePublishableKey)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (processing || !online) return
    // An empty cart shows no form; this covers the cart emptied in another tab a moment before.
    if (items.length === 0) {
      toaster.create({
        type: 'error',
        title: m.shop_empty_cart_title(),
        description: orderMessages.emptyOrder,
      })
      return
    }
    // A field to fix: the form hook takes the visitor to it.
    // Every step says what it lacks at once; the first of them takes the focus.
    const contact = form.validate()
    const timeChosen = call.check({ focus: Boolean(contact) })
    if (!contact || !timeChosen) return
    const signedIn = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null)
    // An order belongs to an account: the step at the top says so and signs in in place, and
    // the checkout carries on from there (decision 055).
    if (!signedIn) {
      account.require()
      return
    }
    const request: OrderRequest = {
      items: items.map(({ productId, quantity, price }) => ({ productId, quantity, price })),
      total: totals.total,
      shippingMethod: method,
      contact,
      roundUp: offerRoundUp && roundUp,
      ...(call.needed && call.chosen !== null ? { kickoffSlotId: call.chosen } : {}),
    }
    setProcessing(true)
    try {
      const order = await placeOrder(request, attemptKeys.keyFor(request))
      attemptKeys.reset()
      clear()
      clearContactDraft()
      setServerTotals(null)
      // Stock moved: the store and product pages should show it.
      void queryClient.invalidateQueries({ queryKey: productsQueryKey })
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
      const config = await queryClient.fetchQuery(configQueryOptions).catch(() => null)
      if (config?.stripePublishableKey) {
        await navigate({ to: '/checkout', search: { orderId: order.id }, replace: true })
        return
      }
      toaster.create({
        type: 'success',
        title: m.shop_order_placed(),
        description: m.shop_order_awaiting_payment({ id: order.id }),
      })
      await navigate({ to: '/checkout/success', search: { orderId: order.id } })
    } catch (error) {
      const changed = priceChange(error)
      if (changed) {
        setServerTotals(changed.order)
        await refresh().catch(() => undefined)
        toaster.create({
          type: 'error',
          title: m.shop_prices_changed(),
          description: changed.error,
        })
      } else if (!call.refused(error)) {
        toaster.create({
          type: 'error',
          title: m.shop_place_order_failed(),
          description: orderFailure(error),
        })
      }
    } finally {
      setProcessing(false)
    }
  }

  // Signed in because Complete Checkout asked: on with the checkout, as the parent meant.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the member is known
  useEffect(() => {
    if (!account.continueAfter || !user) return
    account.continued()
    form.formRef.current?.requestSubmit()
  }, [account.continueAfter, user])

  // Nothing to buy: a way to the store rather than an address form for nothing.
  if (items.length === 0 && !processing) return <EmptyCart />

  return (
    // The account step lines up with the form's column (outside the form: it holds forms).
    <div className={cx(checkoutColumns, css({ rowGap: '8' }))}>
      {!sessionPending && <AccountStep user={user} step={account} contact={form.values} />}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        aria-label={m.shop_checkout_title()}
        className={cx(checkoutColumns, css({ gridColumn: '1 / -1' }))}
      >
        <div className={css({ display: 'grid', gap: '8' })}>
          {narrow && <CompactSummary items={items} totals={totals} />}
          <ContactFields
            register={form.register}
            errors={form.errors}
            ships={ships}
            onCountryChange={(country) =>
              form.setMany({
                country,
                state: isRegionOf(country, form.values.state) ? form.values.state : '',
              })
            }
          />
          {ships ? (
            <ShippingMethodFields
              value={method}
              onChange={setMethod}
              subtotalCents={dollarsToCents(totals.subtotal)}
            />
          ) : (
            <p className={mutedText}>{m.shop_nothing_posted()}</p>
          )}
          {call.needed && (
            <KickoffCallFields
              slots={call.slots}
              chosen={call.chosen}
              onChoose={call.choose}
              error={call.error}
              sectionRef={call.sectionRef}
            />
          )}
          <PaymentNotice />
        </div>
        <OrderSummary
          empty={items.length === 0}
          lines={<CartLines stock={stock} disabled={processing} />}
          totals={totals}
          notices={
            <>
              <PricesUpdatedNotice changes={changes} />
              {serverTotals && <ServerTotalsNotice totals={serverTotals} />}
              <OfflineNotice
                action={m.shop_offline_checkout()}
                reassurance={m.shop_offline_cart_saved()}
              />
              {!user && online && <LoginNotice onLogIn={() => account.open('login')} />}
              {offerRoundUp && (
                <CheckboxField
                  label={m.shop_round_up_label({ amount: formatDollars(Math.ceil(totals.total)) })}
                  hint={m.shop_round_up_hint({
                    amount: formatDollars(centsToDollars(roundUpGift)),
                  })}
                  checked={roundUp}
                  onChange={(event) => setRoundUp(event.target.checked)}
                />
              )}
            </>
          }
          action={
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={processing || !online || call.unavailable}
            >
              {processing ? m.shop_processing() : m.shop_complete_checkout()}
            </Button>
          }
        />
      </form>
    </div>
  )
}
