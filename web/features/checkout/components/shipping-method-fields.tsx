import { css } from 'styled-system/css'
import { computeShipping } from '#core/constants'
import { formatDollars } from '#core/money'
import type { ShippingMethod } from '#core/schemas/order'
import { m } from '#i18n/messages'
import * as RadioGroup from '~/components/ui/radio-group'
import { stackGap3 } from '~/components/ui/stack'

interface ShippingMethodFieldsProps {
  value: ShippingMethod
  onChange: (method: ShippingMethod) => void
  subtotalCents: number
}

// The messages themselves, called as the choice renders (the page's language).
const methods: { value: ShippingMethod; label: () => string; time: () => string }[] = [
  { value: 'standard', label: m.shop_shipping_standard, time: m.shop_shipping_standard_time },
  { value: 'express', label: m.shop_shipping_express, time: m.shop_shipping_express_time },
]

/** Standard (free at $50 or more, else $5.99) or Express ($14.99), priced by the shared rule. */
export function ShippingMethodFields({
  value,
  onChange,
  subtotalCents,
}: ShippingMethodFieldsProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value as ShippingMethod)}
      className={stackGap3}
    >
      <RadioGroup.Label className={css({ textStyle: 'h3', mb: '1' })}>
        {m.shop_shipping_method()}
      </RadioGroup.Label>
      {methods.map((method) => {
        const cents = computeShipping(subtotalCents, method.value)
        return (
          <RadioGroup.Item key={method.value} value={method.value}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText
              className={css({
                display: 'flex',
                flex: '1',
                justifyContent: 'space-between',
                gap: '4',
              })}
            >
              <span>
                <strong>{method.label()}</strong>
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                  {method.time()}
                </span>
              </span>
              <strong>{cents === 0 ? m.shop_free() : formatDollars(cents / 100)}</strong>
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        )
      })}
    </RadioGroup.Root>
  )
}
