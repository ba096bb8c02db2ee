import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { otherAmount, parseDonationAmount } from '#core/donation-amount'
import { type DonationType, donationMessages } from '#core/donation-facts'
import { AmountRadioGroup } from '~/components/giving/amount-radio-group'
import { CustomAmountField } from '~/components/giving/custom-amount-field'
import { Button } from '~/components/ui/button'
import { stackGap2 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { headingH3, mutedText } from '~/components/ui/typography'
import { useFocusOnFailure } from '~/lib/focus-first-invalid'

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
  const [choice, setChoice] = useState(String(defaultAmount))
  const [custom, setCustom] = useState('')
  const navigate = useNavigate()
  const headingId = useId()
  const [checked, setChecked] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const amount = parseDonationAmount(choice, custom)
    if (amount === null) {
      setChecked(true)
      failed()
      toaster.create({
        title: 'Invalid amount',
        description: donationMessages.invalidAmount,
        type: 'error',
      })
      return
    }
    navigate({ href: `/donate?amount=${amount}&type=${type}` })
  }

  return (
    <form
      ref={formRef}
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
        label={type === 'monthly' ? 'Monthly amount' : 'One-time amount'}
        presets={presets}
        value={choice}
        onValueChange={setChoice}
      />
      {choice === otherAmount && (
        <CustomAmountField
          value={custom}
          onChange={setCustom}
          invalid={checked && parseDonationAmount(choice, custom) === null}
        />
      )}
      <Button type="submit" size="lg" fullWidth>
        {submitLabel}
      </Button>
    </form>
  )
}
