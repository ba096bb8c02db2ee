import { css } from 'styled-system/css'
import { band, section } from 'styled-system/recipes'
import { smallText } from '~/components/ui/typography'

const stats = [
  { value: '87%', label: 'of our students improved their problem-solving' },
  { value: '85%', label: 'of every donation goes directly to programs' },
  { value: '42', label: 'states where families learn with our puzzles and kits' },
  { value: '4+', label: 'partner schools hosting our workshops' },
  { value: '5+', label: 'children sponsored by donors this year' },
  { value: '30', label: 'students at most in a workshop, so no one gets lost' },
  { value: '4 weeks', label: 'for an in-school residency, one session a week' },
  { value: '3–8', label: 'the grades our programs are written for' },
]

export function ImpactStatsSection() {
  return (
    <section aria-labelledby="impact-title" className={band({ tone: 'secondary' })}>
      <div className={section()}>
        <h2 id="impact-title" className={css({ textStyle: 'h2', mb: '2' })}>
          Our Impact in Numbers
        </h2>
        <p className={css({ textStyle: 'lead', mb: '10', maxW: '3xl' })}>
          We measure what children can do at the start and the end of every workshop.
        </p>
        <dl
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
          })}
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              // The number reads first but follows its label in the markup; packed at the top
              // (flex-end, in reverse), the numbers of a row line up whatever the labels' lengths.
              className={css({
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                gap: '1',
              })}
            >
              <dt className={smallText}>{stat.label}</dt>
              <dd
                className={css({
                  fontSize: { base: '3xl', md: '4xl' },
                  fontWeight: '800',
                  lineHeight: '1',
                  color: 'accent.solid',
                })}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
