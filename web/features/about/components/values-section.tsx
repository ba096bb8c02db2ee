import { css } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'

const values = [
  {
    title: 'Curiosity first',
    text: 'We start from the questions children already have, and give them puzzles worth wrestling with.',
  },
  {
    title: 'Learning by doing',
    text: 'Every workshop ends with something built, coded or written: proof a child can point to.',
  },
  {
    title: 'Every child belongs',
    text: 'Workshops are free for families who need them, and designed for every kind of learner.',
  },
  {
    title: 'Safe and smart online',
    text: 'We teach digital skills with privacy and safety built in, for children and their parents.',
  },
]

const heading = sectionHeader({ align: 'start' })

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className={section()}>
      <h2 id="values-title" className={heading.title}>
        Our Values
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {values.map((value, index) => (
          <li key={value.title} className={panel({ elevation: 'raised' })}>
            <span
              aria-hidden="true"
              className={css({
                fontSize: '3xl',
                fontWeight: '800',
                color: 'primary.fg',
                lineHeight: '1',
              })}
            >
              0{index + 1}
            </span>
            <h3 className={css({ fontSize: 'lg', fontWeight: '800', mt: '3' })}>{value.title}</h3>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
