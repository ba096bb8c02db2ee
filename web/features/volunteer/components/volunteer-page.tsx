import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { section, sectionHeader } from 'styled-system/recipes'
import { FormPanel } from '~/components/blocks/form-panel'
import { scenes } from '~/components/blocks/illustration'
import { PageHero } from '~/components/blocks/page-hero'
import { VolunteerBenefits } from './volunteer-benefits'
import { VolunteerForm } from './volunteer-form'
import { VolunteerThankYou } from './volunteer-thank-you'

const heading = sectionHeader()

export function VolunteerPage() {
  const [submitted, setSubmitted] = useState(false)

  return (
    <>
      <PageHero title="Volunteer With Us" scene={scenes.volunteerMentors}>
        Share a few hours a month and help children build the confidence to solve problems, create
        with technology and tell their own stories.
      </PageHero>

      <div className={cx(section(), css({ display: 'grid', gap: { base: '12', md: '16' } }))}>
        <VolunteerBenefits />
        <FormPanel
          labelledBy="application-title"
          className={css({ maxW: '4xl', w: 'full', mx: 'auto' })}
        >
          {submitted ? (
            <VolunteerThankYou onSubmitAnother={() => setSubmitted(false)} />
          ) : (
            <>
              <h2 id="application-title" className={heading.title}>
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
