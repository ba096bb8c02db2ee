import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { NewsletterSignup } from './newsletter-signup'

const heading = sectionHeader()

export function NewsletterSection() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className={band({ tone: 'primary', divider: 'top' })}
    >
      <div
        className={cx(
          section({ width: '3xl', spacing: '2xl' }),
          css({ display: 'grid', gap: '5', justifyItems: 'center', textAlign: 'center' }),
        )}
      >
        <h2 id="newsletter-title" className={heading.title}>
          Stay in the Loop
        </h2>
        <p className={heading.lead}>
          One email a month: new workshops, puzzle picks for every age and stories from our
          classrooms. No spam, unsubscribe anytime.
        </p>
        <NewsletterSignup />
      </div>
    </section>
  )
}
