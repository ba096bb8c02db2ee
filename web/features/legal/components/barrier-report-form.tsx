import { type FormEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { BarrierReportSchema } from '#core/schemas/barrier-report'
import { m } from '#i18n/messages'
import { ThankYouPanel } from '~/components/blocks/thank-you-panel'
import { Button } from '~/components/ui/button'
import { stackGap5 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { previousPage } from '~/lib/previous-page'
import { sendValidated } from '~/lib/send-validated'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useSendBarrierReport } from '../api/send-barrier-report'

const empty = { description: '', page: '', assistiveTechnology: '', name: '', email: '' }

/**
 * The page the visitor came from on this site, as the place the barrier was met: most people
 * follow the footer's link from the page that failed them. Nothing when they came from elsewhere.
 */
function pageCameFrom() {
  const within = previousPage()
  if (within) return within
  try {
    const from = new URL(document.referrer)
    const here = new URL(window.location.href)
    if (from.origin !== here.origin || from.pathname === here.pathname) return ''
    return `${from.pathname}${from.search}`
  } catch {
    return ''
  }
}

/**
 * "Report a barrier" (issue 35): what happened, where, with what, and how to answer; labelled by
 * its section's heading (`headingId`).
 */
export function BarrierReportForm({ headingId }: { headingId: string }) {
  const [sent, setSent] = useState(false)
  const form = useSchemaForm(BarrierReportSchema, empty)
  const send = useSendBarrierReport()
  const { errors, register } = form

  // After hydration: the server's page cannot know where the visitor came from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form first appears
  useEffect(() => {
    const page = pageCameFrom()
    if (page && form.values.page === '') form.set('page', page)
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    sendValidated(
      form,
      send,
      {
        title: m.content_accessibility_thanks_title(),
        description: m.content_accessibility_thanks_text(),
      },
      () => setSent(true),
    )
  }

  if (sent) {
    return (
      <ThankYouPanel
        headingId={`${headingId}-thanks`}
        title={m.content_accessibility_thanks_title()}
        againLabel={m.content_accessibility_thanks_again()}
        onAgain={() => setSent(false)}
      >
        {m.content_accessibility_thanks_text()}
      </ThankYouPanel>
    )
  }
  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      className={stackGap5}
    >
      <TextareaField
        label={m.content_accessibility_report_description()}
        error={errors.description}
        required
        rows={4}
        {...register('description')}
      />
      <TextField
        label={m.content_accessibility_report_page()}
        helperText={m.content_accessibility_report_page_hint()}
        error={errors.page}
        {...register('page')}
      />
      <TextField
        label={m.content_accessibility_report_technology()}
        helperText={m.content_accessibility_report_technology_hint()}
        error={errors.assistiveTechnology}
        {...register('assistiveTechnology')}
      />
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        <TextField
          label={m.content_accessibility_report_name()}
          error={errors.name}
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          label={m.content_accessibility_report_email()}
          error={errors.email}
          required
          type="email"
          autoComplete="email"
          {...register('email')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={send.isPending}
        className={css({ justifySelf: { md: 'start' } })}
      >
        {send.isPending ? m.content_submitting() : m.content_accessibility_report_submit()}
      </Button>
    </form>
  )
}
