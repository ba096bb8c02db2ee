import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { DonationAmountCheck, otherAmount } from '#core/donation-amount'
import { type DonationType, donationMessages } from '#core/donation-facts'
import { m } from '#i18n/messages'
import { AmountRadioGroup } from '~/components/giving/amount-radio-group'
import { CustomAmountField } from '~/components/giving/custom-amount-field'
import { Button } from '~/components/ui/button'
import { stackGap2 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { headingH3, mutedText } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'

interface DonationCardProps {
  type: DonationType
  title: string
  description: string
  presets: readonly number[]
  defaultAmount: number
  submitLabel: string
}

/** One home donation card: pick an amount, then hand off to the donation screen. */
export function DonationCard(props: DonationCardProps) {
  const { type, title, description, presets, defaultAmount, submitLabel } = props
  const form = useSchemaForm(DonationAmountCheck, { choice: String(defaultAmount), custom: '' })
  const navigate = useNavigate()
  const headingId = useId()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const amount = form.validate()
    if (amount === null) {
      toaster.create({
        title: m.content_home_invalid_amount(),
        description: donationMessages.invalidAmount,
        type: 'error',
      })
      return
    }
    navigate({ href: `/donate?amount=${amount}&type=${type}` })
  }

  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      noValidate
      className={cx(
        panel({ size: '2xl', elevation: 'floating' }),
        css({ display: 'grid', gap: '5', alignContent: 'start' }),
      )}
    >
      <div className={stackGap2}>
        <h3 id={headingId} className={headingH3}>
          {title}
        </h3>
        <p className={mutedText}>{description}</p>
      </div>
      <AmountRadioGroup
        label={
          type === 'monthly' ? m.content_home_monthly_amount() : m.content_home_one_time_amount()
        }
        presets={presets}
        value={form.values.choice}
        onValueChange={(choice) => form.set('choice', choice)}
      />
      {form.values.choice === otherAmount && (
        <CustomAmountField
          value={form.values.custom}
          onChange={(custom) => form.set('custom', custom)}
          invalid={form.errors.custom !== undefined}
        />
      )}
      <Button type="submit" size="lg" fullWidth>
        {submitLabel}
      </Button>
    </form>
  )
}
