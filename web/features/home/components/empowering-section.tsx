import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { headingH3, mutedText } from '~/components/ui/typography'
import { CubeIcon, LightbulbIcon, PeopleIcon } from './home-icons'

const heading = sectionHeader()

const pillars: { title: string; text: string; icon: ReactNode; tone: string }[] = [
  {
    title: 'Cognitive Development',
    text: 'Logic games, pattern puzzles and cyber challenges stretch memory, attention and problem solving, one small win at a time.',
    icon: <LightbulbIcon />,
    tone: css({ bg: 'primary.subtleHover', color: 'primary.fg' }),
  },
  {
    title: 'Hands-On Learning',
    text: 'Children build 3D puzzles, wire circuits and storyboard films, learning by making rather than by watching.',
    icon: <CubeIcon />,
    tone: css({ bg: 'secondary.subtleHover', color: 'secondary.fg' }),
  },
  {
    title: 'Community Support',
    text: 'Parents, teachers and volunteers learn alongside the kids, so the curiosity keeps going after the workshop ends.',
    icon: <PeopleIcon />,
    tone: css({ bg: 'grape.subtleHover', color: 'grape.fg' }),
  },
]

export function EmpoweringSection() {
  return (
    <section aria-labelledby="empowering-title" className={section({ spacing: '2xl' })}>
      <header className={heading.root}>
        <h2 id="empowering-title" className={heading.title}>
          Empowering Young Minds
        </h2>
        <p className={heading.lead}>
          Three ideas shape every workshop we run and every puzzle we sell.
        </p>
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
            key={pillar.title}
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
            <h3 className={headingH3}>{pillar.title}</h3>
            <p className={mutedText}>{pillar.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
