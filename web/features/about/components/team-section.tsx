import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { Portrait } from '~/components/blocks/illustration'

/** Each member's name is a function, as the words are: Dr. Brooks is "Dra." in Spanish. */
const team = [
  {
    name: m.content_team_brooks_name,
    portrait: 'naomi-brooks',
    role: m.content_team_brooks_role,
    bio: m.content_team_brooks_bio,
  },
  {
    name: () => 'Marcus Lee',
    portrait: 'marcus-lee',
    role: m.content_team_lee_role,
    bio: m.content_team_lee_bio,
  },
  {
    name: () => 'Sofia Ramirez',
    portrait: 'sofia-ramirez',
    role: m.content_team_ramirez_role,
    bio: m.content_team_ramirez_bio,
  },
  {
    name: () => 'Ethan Park',
    portrait: 'ethan-park',
    role: m.content_team_park_role,
    bio: m.content_team_park_bio,
  },
]

const heading = sectionHeader({ align: 'start' })

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className={section()}>
      <h2 id="team-title" className={heading.title}>
        {m.content_team_title()}
      </h2>
      <p className={heading.lead}>{m.content_team_lead()}</p>
      <ul
        className={css({
          display: 'grid',
          gap: '5',
          mt: '8',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {team.map((person) => (
          <li
            key={person.portrait}
            className={cx(panel({ elevation: 'raised' }), css({ textAlign: 'center' }))}
          >
            <Portrait name={person.portrait} size={96} className={css({ mx: 'auto' })} />
            <h3 className={css({ fontSize: 'lg', fontWeight: '800', mt: '4' })}>{person.name()}</h3>
            <p className={css({ color: 'secondary.fg', fontWeight: '700', fontSize: 'sm' })}>
              {person.role()}
            </p>
            <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>{person.bio()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
