import { type ReactNode, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { SuccessMark } from './success-mark'

interface ThankYouPanelProps {
  /** The heading's id, so the section the form lived in stays labelled by it. */
  headingId: string
  title: string
  children: ReactNode
  againLabel: string
  onAgain: () => void
  /** More next steps, before "again" (sharing, after a gift). */
  actions?: ReactNode
}

/** What replaces a submitted application form: the news, one more, or home. */
export function ThankYouPanel({
  headingId,
  title,
  children,
  againLabel,
  onAgain,
  actions,
}: ThankYouPanelProps) {
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
      <SuccessMark />
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={css({ textStyle: 'h2', outline: 'none' })}
      >
        {title}
      </h2>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'xl' })}>{children}</p>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
      >
        {actions}
        <Button variant="outline" onClick={onAgain}>
          {againLabel}
        </Button>
        <ButtonLink to="/">{m.return_home()}</ButtonLink>
      </div>
    </div>
  )
}
