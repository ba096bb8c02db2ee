import type { ReactNode } from 'react'
import { css, cva } from 'styled-system/css'
import { container } from 'styled-system/patterns'

const band = cva({
  base: { bgGradient: 'to-br' },
  variants: {
    palette: {
      sky: { gradientFrom: 'secondary.subtle', gradientTo: 'accent.subtle' },
      meadow: { gradientFrom: 'secondary.subtle', gradientTo: 'primary.subtle' },
      sunrise: { gradientFrom: 'primary.subtle', gradientTo: 'secondary.subtle' },
      dusk: { gradientFrom: 'grape.subtle', gradientTo: 'primary.subtle' },
    },
  },
  defaultVariants: { palette: 'sky' },
})

interface PageHeroProps {
  title: ReactNode
  /** A short line above the title (the programme's name, say). */
  eyebrow?: ReactNode
  /** A line between the title and the lead. */
  tagline?: ReactNode
  palette?: 'sky' | 'meadow' | 'sunrise' | 'dusk'
  /** The lead paragraph. */
  children: ReactNode
}

/** A page's opening band: its one h1 and a lead sentence, centred on a soft gradient. */
export function PageHero({ title, eyebrow, tagline, palette, children }: PageHeroProps) {
  return (
    <header className={band({ palette })}>
      <div
        className={container({
          maxW: '4xl',
          py: { base: '14', md: '20' },
          display: 'grid',
          gap: '5',
          textAlign: 'center',
          justifyItems: 'center',
        })}
      >
        {eyebrow ? (
          <p className={css({ fontWeight: '800', color: 'grape.fg' })}>{eyebrow}</p>
        ) : null}
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        {tagline ? (
          <p className={css({ textStyle: 'h3', color: 'secondary.fg' })}>{tagline}</p>
        ) : null}
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '2xl' })}>{children}</p>
      </div>
    </header>
  )
}
