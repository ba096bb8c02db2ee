import { css } from 'styled-system/css'
import { type TributeKind, tributeKinds, tributeKindTexts } from '#core/donation-facts'
import { m } from '#i18n/messages'
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

const kindOptions = tributeKinds.map((kind) => ({ value: kind, text: tributeKindTexts[kind] }))

/** The honoree's name field, named for the dedication chosen. */
const nameLabels: Record<TributeKind, () => string> = {
  honor: m.giving_tribute_honor_name_label,
  memory: m.giving_tribute_memory_name_label,
}

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
        label={m.giving_tribute_dedicate()}
        hint={m.giving_tribute_dedicate_hint()}
        checked={value.on}
        onChange={(event) => set({ on: event.target.checked })}
      />
      {value.on && (
        <div className={css({ display: 'grid', gap: '4', pl: { base: '0', md: '8' } })}>
          <ChoiceGroup
            label={m.giving_tribute_dedication()}
            options={kindOptions}
            value={value.kind}
            onValueChange={(kind) => set({ kind })}
          />
          <TextField
            label={nameLabels[value.kind]()}
            required
            maxLength={120}
            error={errors.name}
            value={value.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label={m.giving_tribute_notify_label()}
            type="email"
            autoComplete="off"
            helperText={m.giving_tribute_notify_help()}
            error={errors.notifyEmail}
            value={value.notifyEmail}
            onChange={(event) => set({ notifyEmail: event.target.value })}
          />
          {value.notifyEmail.trim() !== '' && (
            <CheckboxField
              label={m.giving_tribute_show_amount()}
              checked={value.showAmount}
              onChange={(event) => set({ showAmount: event.target.checked })}
            />
          )}
        </div>
      )}
    </div>
  )
}
