import { css } from 'styled-system/css'
import { type TributeKind, tributeKindLabels, tributeKinds } from '#core/donation-facts'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { ChoiceGroup } from './choice-group'

export interface TributeDraft {
  on: boolean
  kind: TributeKind
  name: string
  notifyEmail: string
  showAmount: boolean
}

export const emptyTribute: TributeDraft = {
  on: false,
  kind: 'honor',
  name: '',
  notifyEmail: '',
  showAmount: false,
}

const kindOptions = tributeKinds.map((kind) => ({ value: kind, text: tributeKindLabels[kind] }))

/** "Dedicate this gift": in honor or in memory of someone, with an optional e-mailed card. */
export function TributeFields({
  value,
  onChange,
  errors,
}: {
  value: TributeDraft
  onChange: (next: TributeDraft) => void
  errors: { name?: string; notifyEmail?: string }
}) {
  const set = (patch: Partial<TributeDraft>) => onChange({ ...value, ...patch })
  return (
    <div className={stackGap4}>
      <CheckboxField
        label="Dedicate this gift to someone"
        hint="In honor or in memory of a person, with a card by email if you like."
        checked={value.on}
        onChange={(event) => set({ on: event.target.checked })}
      />
      {value.on && (
        <div className={css({ display: 'grid', gap: '4', pl: { base: '0', md: '8' } })}>
          <ChoiceGroup
            label="Dedication"
            options={kindOptions}
            value={value.kind}
            onValueChange={(kind) => set({ kind })}
          />
          <TextField
            label={`${tributeKindLabels[value.kind]} (name)`}
            required
            maxLength={120}
            error={errors.name}
            value={value.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label="Send a card to (email, optional)"
            type="email"
            autoComplete="off"
            helperText="The honoree or their family: we email your message once your gift is paid."
            error={errors.notifyEmail}
            value={value.notifyEmail}
            onChange={(event) => set({ notifyEmail: event.target.value })}
          />
          {value.notifyEmail.trim() !== '' && (
            <CheckboxField
              label="Show the amount on the card"
              checked={value.showAmount}
              onChange={(event) => set({ showAmount: event.target.checked })}
            />
          )}
        </div>
      )}
    </div>
  )
}
