import { css, cx } from 'styled-system/css'
import { band, section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH2 } from '~/components/ui/typography'

const perks = [
  { key: 'resources', text: m.content_home_perk_resources },
  { key: 'forum', text: m.content_home_perk_forum },
  { key: 'events', text: m.content_home_perk_events },
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
          {m.content_home_community_title()}
        </h2>
        <p className={css({ textStyle: 'lead', maxW: '2xl' })}>{m.content_home_community_text()}</p>
        <ul className={css({ display: 'grid', gap: '2', textAlign: 'left' })}>
          {perks.map((perk) => (
            <li
              key={perk.key}
              className={css({ display: 'flex', gap: '3', alignItems: 'baseline' })}
            >
              <span
                aria-hidden="true"
                className={css({ color: 'accent.subtleHover', fontWeight: '800' })}
              >
                ✓
              </span>
              {perk.text()}
            </li>
          ))}
        </ul>
        <ButtonLink to="/auth" search={{ tab: 'register' }} size="lg" tone="accent">
          {m.content_home_community_button()}
        </ButtonLink>
      </div>
    </section>
  )
}
