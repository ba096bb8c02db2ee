import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { FormPanel } from '~/components/blocks/form-panel'
import { scenes } from '~/components/blocks/illustration'
import { PageHero } from '~/components/blocks/page-hero'
import { mutedSmallText, visuallyHidden } from '~/components/ui/typography'
import { ProgramForm } from './program-form'
import { ProgramThankYou } from './program-thank-you'

const facts: { key: string; value: () => string; label: () => string }[] = [
  {
    key: 'grades',
    value: m.content_program_fact_grades_value,
    label: m.content_program_fact_grades_label,
  },
  {
    key: 'size',
    value: () => m.content_program_fact_size_value({ count: 30 }),
    label: m.content_program_fact_size_label,
  },
  {
    key: 'residency',
    value: () => m.content_weeks({ count: 4 }),
    label: m.content_program_fact_residency_label,
  },
  {
    key: 'free',
    value: m.content_program_fact_free_value,
    label: m.content_program_fact_free_label,
  },
]

const heading = sectionHeader()

export function ProgramPage() {
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null)

  return (
    <>
      <PageHero title={m.content_program_title()} palette="sunrise" scene={scenes.programWorkshop}>
        {m.content_program_hero_text()}
      </PageHero>

      <div className={cx(section(), css({ display: 'grid', gap: { base: '12', md: '16' } }))}>
        <section aria-labelledby="program-facts-title">
          <h2 id="program-facts-title" className={visuallyHidden}>
            {m.content_program_glance()}
          </h2>
          <dl
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
            })}
          >
            {facts.map((fact) => (
              <div
                key={fact.key}
                className={cx(
                  panel({ size: 'sm' }),
                  css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }),
                )}
              >
                <dt className={mutedSmallText}>{fact.label()}</dt>
                <dd className={css({ fontSize: '2xl', fontWeight: '800', color: 'primary.fg' })}>
                  {fact.value()}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <FormPanel
          labelledBy="program-form-title"
          className={css({ maxW: '4xl', w: 'full', mx: 'auto' })}
        >
          {submittedEmail ? (
            <ProgramThankYou
              email={submittedEmail}
              onSubmitAnother={() => setSubmittedEmail(null)}
            />
          ) : (
            <>
              <h2 id="program-form-title" className={heading.title}>
                {m.content_program_form_title()}
              </h2>
              <p className={css({ color: 'fg.muted', mt: '2', mb: '8' })}>
                {m.content_program_form_lead()}
              </p>
              <ProgramForm onSubmitted={setSubmittedEmail} />
            </>
          )}
        </FormPanel>
      </div>
    </>
  )
}
