import { css, cx } from 'styled-system/css'
import { band, section } from 'styled-system/recipes'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH2 } from '~/components/ui/typography'

const perks = [
  'Free printable activities and video guides for home and class',
  'A forum where parents and educators swap ideas that worked',
  'Invitations to live virtual events with our workshop leaders',
]

export function CommunitySection() {
  return (
    <section aria-labelledby="community-title" className={band({ tone: 'secondary' })}>
      <div
        className={cx(
          section({ width: '4xl', spacing: '2xl' }),
          css({ textAlign: 'center', display: 'grid', gap: '6', justifyItems: 'center' }),
        )}
      >
        <h2 id="community-title" className={headingH2}>
          Join Our Learning Community
        </h2>
        <p className={css({ textStyle: 'lead', maxW: '2xl' })}>
          Learning doesn’t stop when the workshop ends. Our free community gives parents and
          educators the resources to keep curious minds busy all week.
        </p>
        <ul className={css({ display: 'grid', gap: '2', textAlign: 'left' })}>
          {perks.map((perk) => (
            <li key={perk} className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}>
              <span
                aria-hidden="true"
                className={css({ color: 'accent.subtleHover', fontWeight: '800' })}
              >
                ✓
              </span>
              {perk}
            </li>
          ))}
        </ul>
        <ButtonLink to="/auth" search={{ tab: 'register' }} size="lg" tone="accent">
          Sign Up for Free
        </ButtonLink>
      </div>
    </section>
  )
}
