import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
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
      <PageHero title={m.content_volunteer_title()} scene={scenes.volunteerMentors}>
        {m.content_volunteer_hero_text()}
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
                {m.content_volunteer_form_title()}
              </h2>
              <p className={css({ color: 'fg.muted', mt: '2', mb: '8' })}>
                {m.content_volunteer_form_lead()}
              </p>
              <VolunteerForm onSubmitted={() => setSubmitted(true)} />
            </>
          )}
        </FormPanel>
      </div>
    </>
  )
}
