import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'
import { NewsletterSignup } from './newsletter-signup'

export function NewsletterSection() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className={css({ bg: 'primary.subtle', borderTopWidth: '1px', borderColor: 'border' })}
    >
      <div
        className={container({
          maxW: '3xl',
          py: { base: '14', md: '20' },
          display: 'grid',
          gap: '5',
          justifyItems: 'center',
          textAlign: 'center',
        })}
      >
        <h2 id="newsletter-title" className={css({ textStyle: 'h2' })}>
          Stay in the Loop
        </h2>
        <p className={css({ textStyle: 'lead', color: 'fg.muted' })}>
          One e-mail a month: new workshops, puzzle picks for every age and stories from our
          classrooms. No spam, unsubscribe anytime.
        </p>
        <NewsletterSignup />
      </div>
    </section>
  )
}
