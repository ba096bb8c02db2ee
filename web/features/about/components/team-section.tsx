import { css, cx } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { Portrait } from '~/components/blocks/illustration'

const team = [
  {
    name: 'Dr. Naomi Brooks',
    portrait: 'naomi-brooks',
    role: 'Founder and Executive Director',
    bio: 'A former middle-school math teacher who started our first puzzle club in a library basement.',
  },
  {
    name: 'Marcus Lee',
    portrait: 'marcus-lee',
    role: 'Director of Programs',
    bio: 'Designs the 6-week workshops and trains the volunteers who run them in each city.',
  },
  {
    name: 'Sofia Ramirez',
    portrait: 'sofia-ramirez',
    role: 'Storytelling and AI Lead',
    bio: 'An animator who helps children turn their sketches and stories into books and films.',
  },
  {
    name: 'Ethan Park',
    portrait: 'ethan-park',
    role: 'Cyber Education Lead',
    bio: 'A security engineer who makes online safety feel like a detective game.',
  },
]

const heading = sectionHeader({ align: 'start' })

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className={section()}>
      <h2 id="team-title" className={heading.title}>
        Meet Our Team
      </h2>
      <p className={heading.lead}>
        A small staff of teachers, artists and engineers, and a much bigger crew of volunteers.
      </p>
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
            key={person.name}
            className={cx(panel({ elevation: 'raised' }), css({ textAlign: 'center' }))}
          >
            <Portrait name={person.portrait} size={96} className={css({ mx: 'auto' })} />
            <h3 className={css({ fontSize: 'lg', fontWeight: '800', mt: '4' })}>{person.name}</h3>
            <p className={css({ color: 'secondary.fg', fontWeight: '700', fontSize: 'sm' })}>
              {person.role}
            </p>
            <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>{person.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
