import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { FormPanel } from '~/components/blocks/form-panel'
import { scenes } from '~/components/blocks/illustration'
import { PageHero } from '~/components/blocks/page-hero'
import { mutedSmallText, visuallyHidden } from '~/components/ui/typography'
import { ProgramForm } from './program-form'
import { ProgramThankYou } from './program-thank-you'

const facts = [
  { value: 'Grades 3–8', label: 'Workshops written for each age group' },
  { value: 'Up to 30', label: 'Students per workshop, with several mentors' },
  { value: '4 weeks', label: 'For an in-school residency, one session a week' },
  { value: 'Free', label: 'For families who need it, thanks to our donors' },
]

const heading = sectionHeader()

export function ProgramPage() {
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null)

  return (
    <>
      <PageHero title="Apply To Our Program" palette="sunrise" scene={scenes.programWorkshop}>
        Cyber, creative coding, AI storytelling and 3D puzzle workshops for children in grades 3 to
        8. Tell us about your child and we’ll find the right group.
      </PageHero>

      <div className={cx(section(), css({ display: 'grid', gap: { base: '12', md: '16' } }))}>
        <section aria-labelledby="program-facts-title">
          <h2 id="program-facts-title" className={visuallyHidden}>
            Program at a glance
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
                key={fact.value}
                className={cx(
                  panel({ size: 'sm' }),
                  css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }),
                )}
              >
                <dt className={mutedSmallText}>{fact.label}</dt>
                <dd className={css({ fontSize: '2xl', fontWeight: '800', color: 'primary.fg' })}>
                  {fact.value}
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
                Program Application
              </h2>
              <p className={css({ color: 'fg.muted', mt: '2', mb: '8' })}>
                A parent or guardian should fill this in. We only ask for your child’s first name
                and grade.
              </p>
              <ProgramForm onSubmitted={setSubmittedEmail} />
            </>
          )}
        </FormPanel>
      </div>
    </>
  )
}
