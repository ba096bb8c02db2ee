import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'

interface VolunteerThankYouProps {
  onSubmitAnother: () => void
}

export function VolunteerThankYou({ onSubmitAnother }: VolunteerThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form this replaces had focus; move it to the news so keyboard and screen reader users hear it.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div
      className={css({
        display: 'grid',
        gap: '5',
        justifyItems: 'center',
        textAlign: 'center',
        py: '6',
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '16',
          h: '16',
          rounded: 'full',
          bg: 'success.subtleHover',
          color: 'success.fg',
          fontSize: '3xl',
          fontWeight: '800',
        })}
      >
        ✓
      </span>
      <h2
        id="application-title"
        ref={headingRef}
        tabIndex={-1}
        className={css({ textStyle: 'h2', outline: 'none' })}
      >
        Thank You for Volunteering!
      </h2>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>
        We’ve received your application. Our volunteer team will be in touch within 2-3 business
        days to talk about where you’d fit best.
      </p>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
      >
        <Button variant="outline" onClick={onSubmitAnother}>
          Submit Another Application
        </Button>
        <ButtonLink to="/">Return Home</ButtonLink>
      </div>
    </div>
  )
}
