import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { band, section } from 'styled-system/recipes'
import { headingH1 } from '~/components/ui/typography'
import { Illustration, type Scene } from './illustration'

interface PageHeroProps {
  title: ReactNode
  /** A short line above the title (the programme's name, say). */
  eyebrow?: ReactNode
  /** A line between the title and the lead. */
  tagline?: ReactNode
  palette?: 'sky' | 'meadow' | 'sunrise' | 'dusk'
  /** A workshop scene under the lead. */
  scene?: Scene
  /** The lead paragraph. */
  children: ReactNode
}

/** A page's opening band: its one h1 and a lead sentence, centred on a soft gradient. */
export function PageHero({ title, eyebrow, tagline, palette, scene, children }: PageHeroProps) {
  return (
    <header className={band({ tone: palette ?? 'sky' })}>
      <div
        className={cx(
          section({ width: '4xl', spacing: '2xl' }),
          css({ display: 'grid', gap: '5', textAlign: 'center', justifyItems: 'center' }),
        )}
      >
        {eyebrow ? (
          <p className={css({ fontWeight: '800', color: 'grape.fg' })}>{eyebrow}</p>
        ) : null}
        <h1 className={headingH1}>{title}</h1>
        {tagline ? (
          <p className={css({ textStyle: 'h3', color: 'secondary.fg' })}>{tagline}</p>
        ) : null}
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '2xl' })}>{children}</p>
        {scene ? (
          <Illustration scene={scene} priority className={css({ maxW: 'xl', mt: '2' })} />
        ) : null}
      </div>
    </header>
  )
}
