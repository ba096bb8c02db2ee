import { css, cx } from 'styled-system/css'
import { band, panel, section, sectionHeader } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { ButtonLink } from '~/components/ui/button-link'
import { stackGap4, stackGap5 } from '~/components/ui/stack'
import { mutedText } from '~/components/ui/typography'

const workshopKinds = [
  {
    name: 'Cyber workshops',
    text: 'Passwords, privacy and spotting tricks online, taught as puzzles.',
  },
  {
    name: 'Creative workshops',
    text: 'Coding, circuits and 3D design that end in something to take home.',
  },
  {
    name: 'Storytelling workshops',
    text: 'Kids write, illustrate and animate stories of their own.',
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
          <p className={heading.eyebrow}>About us</p>
          <h2 id="about-title" className={heading.title}>
            Learning that children can hold in their hands
          </h2>
          <p className={heading.lead}>
            {brand.name} started with a box of 3D puzzles and a room full of restless kids. Today we
            run small-group workshops in four cities where children practice the thinking skills
            that school alone rarely has time for.
          </p>
          <p className={mutedText}>
            Every purchase in our store and every donation keeps those workshops free for the
            families who need them most.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <ButtonLink to="/mission">Learn More About Our Mission</ButtonLink>
            <ButtonLink to="/program" variant="outline" tone="secondary">
              Apply To Our Program
            </ButtonLink>
          </div>
        </div>
        <ul className={stackGap4}>
          {workshopKinds.map((kind) => (
            <li
              key={kind.name}
              className={panel({ size: 'lg', elevation: 'raised', accent: 'start' })}
            >
              <h3 className={css({ fontSize: 'lg', fontWeight: '800' })}>{kind.name}</h3>
              <p className={css({ color: 'fg.muted', mt: '1' })}>{kind.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
