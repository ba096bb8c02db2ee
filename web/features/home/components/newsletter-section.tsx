import { css, cx } from 'styled-system/css'
import { band, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
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
          {m.content_newsletter_title()}
        </h2>
        <p className={heading.lead}>{m.content_newsletter_lead()}</p>
        <NewsletterSignup />
      </div>
    </section>
  )
}
