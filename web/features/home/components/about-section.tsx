import { css, cx } from 'styled-system/css'
import { band, panel, section, sectionHeader } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap4, stackGap5 } from '~/components/ui/stack'
import { mutedText } from '~/components/ui/typography'

const workshopKinds = [
  { key: 'cyber', name: m.content_home_cyber_name, text: m.content_home_cyber_text },
  { key: 'creative', name: m.content_home_creative_name, text: m.content_home_creative_text },
  {
    key: 'storytelling',
    name: m.content_home_storytelling_name,
    text: m.content_home_storytelling_text,
  },
]

const heading = sectionHeader()

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className={band({ tone: 'muted' })}>
      <div
        className={cx(
          section({ spacing: '2xl' }),
          css({
            display: 'grid',
            gap: { base: '10', lg: '16' },
            gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
            alignItems: 'center',
          }),
        )}
      >
        <div className={stackGap5}>
          <p className={heading.eyebrow}>{m.content_home_about_eyebrow()}</p>
          <h2 id="about-title" className={heading.title}>
            {m.content_home_about_title()}
          </h2>
          <p className={heading.lead}>{m.content_home_about_text({ name: brand.name })}</p>
          <p className={mutedText}>{m.content_home_about_funding()}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <ButtonLink to="/mission">{m.content_home_mission_button()}</ButtonLink>
            <ButtonLink to="/program" variant="outline" tone="secondary">
              {m.content_home_apply_button()}
            </ButtonLink>
          </div>
        </div>
        <ul className={stackGap4}>
          {workshopKinds.map((kind) => (
            <li
              key={kind.key}
              className={panel({ size: 'lg', elevation: 'raised', accent: 'start' })}
            >
              <h3 className={css({ fontSize: 'lg', fontWeight: '800' })}>{kind.name()}</h3>
              <p className={css({ color: 'fg.muted', mt: '1' })}>{kind.text()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
