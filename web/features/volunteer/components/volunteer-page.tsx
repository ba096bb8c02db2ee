import { useState } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { VolunteerBenefits } from './volunteer-benefits'
import { VolunteerForm } from './volunteer-form'
import { VolunteerThankYou } from './volunteer-thank-you'

export function VolunteerPage() {
  const [submitted, setSubmitted] = useState(false)

  return (
    <>
      <header
        className={css({
          bgGradient: 'to-br',
          gradientFrom: 'secondary.subtle',
          gradientTo: 'accent.subtle',
        })}
      >
        <div
          className={container({
            maxW: '4xl',
            py: { base: '14', md: '20' },
            display: 'grid',
            gap: '5',
            textAlign: 'center',
            justifyItems: 'center',
          })}
        >
          <h1 className={css({ textStyle: 'h1' })}>Volunteer With Us</h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '2xl' })}>
            Share a few hours a month and help children build the confidence to solve problems,
            create with technology and tell their own stories.
          </p>
        </div>
      </header>

      <div
        className={container({
          maxW: '6xl',
          py: { base: '12', md: '16' },
          display: 'grid',
          gap: { base: '12', md: '16' },
        })}
      >
        <VolunteerBenefits />
        <section
          aria-labelledby="application-title"
          className={css({
            bg: 'bg.surface',
            rounded: '2xl',
            p: { base: '6', md: '10' },
            borderWidth: '1px',
            borderColor: 'border',
            boxShadow: 'md',
            maxW: '4xl',
            w: 'full',
            mx: 'auto',
          })}
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
        </section>
      </div>
    </>
  )
}
