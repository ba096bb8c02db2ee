import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'

/** A page's opening band: its one h1 and a lead sentence, centred on a soft gradient. */
export function PageHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header
      className={css({
        bgGradient: 'to-br',
        gradientFrom: 'secondary.subtle',
        gradientTo: 'accent.subtle',
      })}
    >
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
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '2xl' })}>{children}</p>
      </div>
    </header>
  )
}
