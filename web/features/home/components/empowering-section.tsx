import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { headingH3, mutedText } from '~/components/ui/typography'
import { CubeIcon, LightbulbIcon, PeopleIcon } from './home-icons'

const heading = sectionHeader()

const pillars: {
  key: string
  title: () => string
  text: () => string
  icon: ReactNode
  tone: string
}[] = [
  {
    key: 'cognitive',
    title: m.content_home_pillar_cognitive_title,
    text: m.content_home_pillar_cognitive_text,
    icon: <LightbulbIcon />,
    tone: css({ bg: 'primary.subtleHover', color: 'primary.fg' }),
  },
  {
    key: 'hands-on',
    title: m.content_home_pillar_hands_on_title,
    text: m.content_home_pillar_hands_on_text,
    icon: <CubeIcon />,
    tone: css({ bg: 'secondary.subtleHover', color: 'secondary.fg' }),
  },
  {
    key: 'community',
    title: m.content_home_pillar_community_title,
    text: m.content_home_pillar_community_text,
    icon: <PeopleIcon />,
    tone: css({ bg: 'grape.subtleHover', color: 'grape.fg' }),
  },
]

export function EmpoweringSection() {
  return (
    <section aria-labelledby="empowering-title" className={section({ spacing: '2xl' })}>
      <header className={heading.root}>
        <h2 id="empowering-title" className={heading.title}>
          {m.content_home_empowering_title()}
        </h2>
        <p className={heading.lead}>{m.content_home_empowering_lead()}</p>
      </header>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {pillars.map((pillar) => (
          <li
            key={pillar.key}
            className={cx(
              panel({ size: 'xl', elevation: 'raised' }),
              css({ display: 'grid', gap: '3', alignContent: 'start' }),
            )}
          >
            <span
              className={cx(
                pillar.tone,
                css({ display: 'grid', placeItems: 'center', w: '14', h: '14', rounded: 'lg' }),
              )}
            >
              {pillar.icon}
            </span>
            <h3 className={headingH3}>{pillar.title()}</h3>
            <p className={mutedText}>{pillar.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
