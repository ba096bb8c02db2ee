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
import { m } from '#i18n/messages'
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
import { sharedPhotoTypes } from '~/lib/offline/shared-photo'
import { useSchemaForm } from '~/lib/use-schema-form'
import { sharedPhotoQueryOptions, useDiscardSharedPhoto, useObjectUrl } from '../api/shared-photo'
import {
  sketchUrl,
  storyOrderQueryOptions,
  useBookCall,
  useSendStoryForm,
  useUploadSketch,
} from '../api/story-order'

const ageLabels: Record<StorytellingAgeBand, () => string> = {
  '6-8': m.content_story_ages_young,
  '9-12': m.content_story_ages_older,
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
        <h1 className={headingH1}>{m.content_story_title()}</h1>
        {story.isPending ? (
          <Spinner size="lg" label={m.content_story_loading()} showLabel />
        ) : story.isError ? (
          <LoadError
            what={m.content_story_load_what()}
            error={story.error}
            onRetry={() => void story.refetch()}
          />
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
        {m.content_story_order({ orderId: story.orderId, packages: story.packages.join(', ') })}
      </p>
      {!story.paid ? (
        <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p>{m.content_story_unpaid()}</p>
          <ButtonLink to="/checkout" search={{ orderId: story.orderId }}>
            {m.content_story_pay({ orderId: story.orderId })}
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
  const sharedPhoto = useQuery(sharedPhotoQueryOptions).data

  function submit(event: FormEvent) {
    event.preventDefault()
    const intake = form.validate()
    if (intake) sendForm.mutate(intake)
  }

  return (
    <section aria-labelledby="story-form-title" className={cx(panel({ size: 'lg' }), stackGap5)}>
      <h2 id="story-form-title" className={headingH3}>
        {m.content_story_form_title()}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={submit} className={stackGap5}>
        <TextField
          label={m.content_story_child_name()}
          helperText={m.content_story_child_name_help()}
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
          <RadioGroup.Label>{m.content_story_age()}</RadioGroup.Label>
          {storytellingAgeBands.map((band) => (
            <RadioGroup.Item key={band} value={band}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>{ageLabels[band]()}</RadioGroup.ItemText>
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
          label={m.content_story_idea()}
          helperText={m.content_story_idea_help()}
          required
          rows={5}
          maxLength={2000}
          error={errors.storyIdea}
          {...register('storyIdea')}
        />
        <div>
          <Button type="submit" disabled={sendForm.isPending}>
            {story.intake ? m.content_story_update_form() : m.content_story_send_form()}
          </Button>
        </div>
      </form>
      {story.intake ? (
        <SketchUpload story={story} />
      ) : (
        sharedPhoto && (
          <p role="status" className={strongText}>
            {m.content_story_shared_photo_waiting()}
          </p>
        )
      )}
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
  const added = () => setVersion((n) => n + 1)
  // A photo shared into the app (decision 098) is offered until it is added or discarded.
  const sharedPhoto = useQuery(sharedPhotoQueryOptions).data
  const sharedPreview = useObjectUrl(sharedPhoto)
  const discardShared = useDiscardSharedPhoto()
  return (
    <div className={stackGap3}>
      <label className={css({ display: 'grid', gap: '1', fontWeight: '600' })}>
        {m.content_story_sketch_label()}
        <input
          type="file"
          accept={sharedPhotoTypes.join(',')}
          disabled={upload.isPending}
          className={fileInput}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file, { onSuccess: added })
            event.target.value = ''
          }}
        />
        <span className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '400' })}>
          {m.content_story_sketch_help()}
        </span>
      </label>
      {sharedPhoto && (
        <div className={cx(stackGap3, css({ justifyItems: 'start' }))}>
          {sharedPreview && (
            <img
              src={sharedPreview}
              alt={m.content_shared_photo_alt()}
              width={240}
              height={180}
              className={css({ objectFit: 'contain', rounded: 'md', borderWidth: '1px' })}
            />
          )}
          <Button
            disabled={upload.isPending}
            onClick={() =>
              upload.mutate(sharedPhoto, {
                onSuccess: () => {
                  added()
                  discardShared.mutate()
                },
              })
            }
          >
            {m.content_story_use_shared_photo()}
          </Button>
        </div>
      )}
      {story.intake?.hasSketch && (
        <img
          src={`${sketchUrl(story.orderId)}?v=${version}`}
          alt={m.content_story_sketch_alt()}
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
        {m.content_story_call_title()}
      </h2>
      {story.booking ? (
        <p role="status" className={strongText}>
          {m.content_story_call_booking({
            time: callTime(story.booking.startsAt),
            minutes: story.booking.minutes,
            location: story.booking.location,
          })}
        </p>
      ) : (
        <p role="status">{m.content_story_call_choose()}</p>
      )}
      {slots.isPending ? (
        <Spinner label={m.content_story_call_loading()} showLabel />
      ) : slots.isError ? (
        <LoadError
          what={m.content_story_call_load_what()}
          error={slots.error}
          onRetry={() => void slots.refetch()}
        />
      ) : slots.data.length === 0 ? (
        <p>
          {moving ? m.content_story_call_none_other() : m.content_story_call_none()}{' '}
          {m.content_story_call_later({ email: brand.email })}
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
            label={moving ? m.content_story_call_other_times() : m.content_story_call_open_times()}
            error={form.errors.slotId ?? (book.isError ? errorMessage(book.error) : undefined)}
          />
          <div>
            <Button type="submit" disabled={chosen === null || book.isPending}>
              {moving ? m.content_story_call_move() : m.content_story_call_book()}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
