import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import {
  BookingSchema,
  StoryIntakeSchema,
  type StorytellingAgeBand,
  type StorytellingOrder,
  storytellingAgeBands,
} from '#core/schemas/storytelling'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import * as RadioGroup from '~/components/ui/radio-group'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3, stackGap4, stackGap5 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { headingH1, headingH3, strongText } from '~/components/ui/typography'
import { callTime, openSlotsQueryOptions } from '~/entities/call-slots/api/open-slots'
import { SlotChoice } from '~/entities/call-slots/components/slot-choice'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  sketchUrl,
  storyOrderQueryOptions,
  useBookCall,
  useSendStoryForm,
  useUploadSketch,
} from '../api/story-order'

const ageLabels: Record<StorytellingAgeBand, string> = {
  '6-8': 'Ages 6-8',
  '9-12': 'Ages 9-12',
}

/**
 * /storytelling/:orderId (decision 039): after paying, the family sends the story form and, for
 * Creator Pro and Legacy, sees the kickoff call chosen at checkout and may move it (decision 062).
 */
export function StoryOrderPage({ orderId }: { orderId: number }) {
  const story = useQuery(storyOrderQueryOptions(orderId))
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={css({ display: 'grid', gap: '8' })}>
        <h1 className={headingH1}>Your story</h1>
        {story.isPending ? (
          <Spinner size="lg" label="Loading your order…" showLabel />
        ) : story.isError ? (
          <LoadError what="this order" error={story.error} onRetry={() => void story.refetch()} />
        ) : (
          <StorySteps story={story.data} />
        )}
      </div>
    </div>
  )
}

function StorySteps({ story }: { story: StorytellingOrder }) {
  return (
    <>
      <p className={css({ fontSize: 'lg', color: 'fg.muted' })}>
        Order #{story.orderId}: {story.packages.join(', ')}.
      </p>
      {!story.paid ? (
        <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p>The story form opens once the order is paid.</p>
          <ButtonLink to="/checkout" search={{ orderId: story.orderId }}>
            Pay for order #{story.orderId}
          </ButtonLink>
        </div>
      ) : (
        <>
          <StoryForm story={story} />
          {story.kickoffCall && <KickoffCall story={story} />}
        </>
      )}
    </>
  )
}

function StoryForm({ story }: { story: StorytellingOrder }) {
  const form = useSchemaForm(StoryIntakeSchema, {
    childName: story.intake?.childName ?? '',
    ageBand: story.intake?.ageBand ?? '',
    storyIdea: story.intake?.storyIdea ?? '',
  })
  const { values, errors, register } = form
  const sendForm = useSendStoryForm(story.orderId)

  function submit(event: FormEvent) {
    event.preventDefault()
    const intake = form.validate()
    if (intake) sendForm.mutate(intake)
  }

  return (
    <section aria-labelledby="story-form-title" className={cx(panel({ size: 'lg' }), stackGap5)}>
      <h2 id="story-form-title" className={headingH3}>
        1. Tell us about the story
      </h2>
      <form ref={form.formRef} noValidate onSubmit={submit} className={stackGap5}>
        <TextField
          label="Your child's first name or nickname"
          helperText="Just a first name or a nickname: please no surname, school or photos of your child."
          required
          maxLength={30}
          autoComplete="off"
          error={errors.childName}
          {...register('childName')}
        />
        <RadioGroup.Root
          variant="tile"
          orientation="horizontal"
          value={values.ageBand || null}
          onValueChange={(details) => form.set('ageBand', details.value ?? '')}
        >
          <RadioGroup.Label>Age</RadioGroup.Label>
          {storytellingAgeBands.map((band) => (
            <RadioGroup.Item key={band} value={band}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>{ageLabels[band]}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {errors.ageBand && (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {errors.ageBand}
          </p>
        )}
        <TextareaField
          label="The story idea"
          helperText="A few sentences: who is in it, where it happens, what goes wrong and how it ends."
          required
          rows={5}
          maxLength={2000}
          error={errors.storyIdea}
          {...register('storyIdea')}
        />
        <div>
          <Button type="submit" disabled={sendForm.isPending}>
            {story.intake ? 'Update Story Form' : 'Send Story Form'}
          </Button>
        </div>
      </form>
      {story.intake && <SketchUpload story={story} />}
    </section>
  )
}

/**
 * The browser's own file picker (its keyboard, screen-reader and camera handling), styled like
 * the site's outline button and kept within a phone's width: the file's name wraps under it.
 */
const fileInput = css({
  w: 'full',
  maxW: 'full',
  fontSize: 'sm',
  fontWeight: '400',
  color: 'fg.muted',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  _file: {
    me: '3',
    mb: '1',
    px: '4',
    py: '2',
    rounded: 'full',
    borderWidth: '2px',
    borderColor: 'primary.solid',
    bg: 'bg.surface',
    color: 'primary.fg',
    fontWeight: '700',
    fontFamily: 'inherit',
    cursor: 'pointer',
  },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '2px' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})

/** An optional picture of the child's drawing: re-encoded without metadata, seen only by staff. */
function SketchUpload({ story }: { story: StorytellingOrder }) {
  const upload = useUploadSketch(story.orderId)
  // A new upload shows at once: the address changes with the form's last save.
  const [version, setVersion] = useState(0)
  return (
    <div className={stackGap3}>
      <label className={css({ display: 'grid', gap: '1', fontWeight: '600' })}>
        A sketch of the story (optional)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          className={fileInput}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file, { onSuccess: () => setVersion((n) => n + 1) })
            event.target.value = ''
          }}
        />
        <span className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '400' })}>
          A photo of a drawing only, please: no photos of your child. We remove the photo's location
          and camera details.
        </span>
      </label>
      {story.intake?.hasSketch && (
        <img
          src={`${sketchUrl(story.orderId)}?v=${version}`}
          alt="Your child's sketch, as our storytelling team sees it"
          width={240}
          height={180}
          className={css({ objectFit: 'contain', rounded: 'md', borderWidth: '1px' })}
        />
      )}
    </div>
  )
}

/**
 * The call chosen at checkout (decision 062), which the family may move; one whose time went to
 * another family while a late payment was on its way, or from before checkout asked, is chosen
 * here.
 */
function KickoffCall({ story }: { story: StorytellingOrder }) {
  const slots = useQuery(openSlotsQueryOptions)
  const form = useSchemaForm(BookingSchema, { slotId: null as number | null })
  const chosen = form.values.slotId
  const book = useBookCall(story.orderId)
  const moving = story.booking !== null

  return (
    <section aria-labelledby="call-title" className={cx(panel({ size: 'lg' }), stackGap4)}>
      <h2 id="call-title" className={headingH3}>
        2. Your kickoff call
      </h2>
      {story.booking ? (
        <p role="status" className={strongText}>
          Booked: {callTime(story.booking.startsAt)} ({story.booking.minutes} minutes). How to join:{' '}
          {story.booking.location}. The confirmation and a calendar entry are in your email.
        </p>
      ) : (
        <p role="status">Choose a time for the call below.</p>
      )}
      {slots.isPending ? (
        <Spinner label="Loading call times…" showLabel />
      ) : slots.isError ? (
        <LoadError what="the call times" error={slots.error} onRetry={() => void slots.refetch()} />
      ) : slots.data.length === 0 ? (
        <p>
          {moving ? 'No other call times are open right now.' : 'No call times are open right now.'}{' '}
          Please look again in a day or two, or write to {brand.email}.
        </p>
      ) : (
        <form
          ref={form.formRef}
          onSubmit={(event) => {
            event.preventDefault()
            const booking = form.validate()
            if (booking) book.mutate(booking.slotId, { onSettled: () => form.reset() })
          }}
          className={stackGap4}
        >
          <SlotChoice
            slots={slots.data}
            chosen={chosen}
            onChoose={(slotId) => form.set('slotId', slotId)}
            label={moving ? 'Other open times' : 'Open times'}
            error={form.errors.slotId ?? (book.isError ? errorMessage(book.error) : undefined)}
          />
          <div>
            <Button type="submit" disabled={chosen === null || book.isPending}>
              {moving ? 'Move My Call' : 'Book This Time'}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
