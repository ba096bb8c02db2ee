import type { UseQueryResult } from '@tanstack/react-query'
import type { Ref } from 'react'
import { brand } from '#core/brand'
import type { OpenSlot } from '#core/schemas/storytelling'
import { m } from '#i18n/messages'
import { LoadError } from '~/components/blocks/load-error'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3 } from '~/components/ui/stack'
import { headingH3, mutedText, strongText } from '~/components/ui/typography'
import { SlotChoice } from '~/entities/call-slots/components/slot-choice'

/**
 * The kickoff call of a Creator Pro or Legacy package, chosen before paying and held with the
 * order like its stock (decision 062). With no time open, the package cannot be bought today,
 * and says so, rather than leave a family paid and waiting.
 */
export function KickoffCallFields(props: {
  slots: UseQueryResult<OpenSlot[]>
  chosen: number | null
  onChoose: (id: number) => void
  error?: string
  sectionRef: Ref<HTMLElement>
}) {
  const { slots } = props
  return (
    <section
      ref={props.sectionRef}
      aria-labelledby="kickoff-call-title"
      tabIndex={-1}
      className={stackGap3}
    >
      <h2 id="kickoff-call-title" className={headingH3}>
        {m.shop_kickoff_title()}
      </h2>
      <p className={mutedText}>{m.shop_kickoff_text()}</p>
      {slots.isPending ? (
        <Spinner label={m.shop_kickoff_loading()} showLabel />
      ) : slots.isError ? (
        <LoadError
          what={m.shop_kickoff_load_what()}
          error={slots.error}
          onRetry={() => void slots.refetch()}
        />
      ) : slots.data.length === 0 ? (
        <p role="alert" className={strongText}>
          {m.shop_kickoff_none({ email: brand.email })}
        </p>
      ) : (
        <SlotChoice
          slots={slots.data}
          chosen={props.chosen}
          onChoose={props.onChoose}
          label={m.shop_kickoff_open_times()}
          error={props.error}
        />
      )}
    </section>
  )
}
