import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'

interface ProgramThankYouProps {
  email: string
  onSubmitAnother: () => void
}

export function ProgramThankYou({ email, onSubmitAnother }: ProgramThankYouProps) {
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
        id="program-form-title"
        ref={headingRef}
        tabIndex={-1}
        className={css({ textStyle: 'h2', outline: 'none' })}
      >
        Application Received!
      </h2>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>
        Thank you. Our programs team will e-mail {email} within 2-3 business days with the next
        workshop dates near you.
      </p>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
      >
        <Button variant="outline" onClick={onSubmitAnother}>
          Apply for Another Child
        </Button>
        <ButtonLink to="/">Return Home</ButtonLink>
      </div>
    </div>
  )
}
