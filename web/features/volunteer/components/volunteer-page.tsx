import { useState } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { FormPanel } from '~/components/blocks/form-panel'
import { PageHero } from '~/components/blocks/page-hero'
import { VolunteerBenefits } from './volunteer-benefits'
import { VolunteerForm } from './volunteer-form'
import { VolunteerThankYou } from './volunteer-thank-you'

export function VolunteerPage() {
  const [submitted, setSubmitted] = useState(false)

  return (
    <>
      <PageHero title="Volunteer With Us">
        Share a few hours a month and help children build the confidence to solve problems, create
        with technology and tell their own stories.
      </PageHero>

      <div
        className={container({
          maxW: '6xl',
          py: { base: '12', md: '16' },
          display: 'grid',
          gap: { base: '12', md: '16' },
        })}
      >
        <VolunteerBenefits />
        <FormPanel
          labelledBy="application-title"
          className={css({ maxW: '4xl', w: 'full', mx: 'auto' })}
        >
          {submitted ? (
            <VolunteerThankYou onSubmitAnother={() => setSubmitted(false)} />
          ) : (
            <>
              <h2 id="application-title" className={css({ textStyle: 'h2' })}>
                Volunteer Application
              </h2>
              <p className={css({ color: 'fg.muted', mt: '2', mb: '8' })}>
                All fields are required. We read every application ourselves.
              </p>
              <VolunteerForm onSubmitted={() => setSubmitted(true)} />
            </>
          )}
        </FormPanel>
      </div>
    </>
  )
}
