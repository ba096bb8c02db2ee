import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { headingH1, mutedSmallText } from '~/components/ui/typography'

export const legalLastUpdated = 'November 21, 2026'

export interface LegalSection {
  heading: string
  body: ReactNode
}

interface LegalPageProps {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}

const prose = css({
  '& p + p, & p + ul, & ul + p': { mt: '3' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '1.5' },
  '& a': { color: 'primary.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
})

/** The one layout shared by the privacy, terms and cookie pages. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { address } = brand
  return (
    <article className={section({ width: '3xl', spacing: 'md' })}>
      <header className={stack({ gap: '3', mb: '10' })}>
        <h1 className={headingH1}>{title}</h1>
        <p className={mutedSmallText}>Last updated: {legalLastUpdated}</p>
        <div className={css({ fontSize: 'lg', color: 'fg.muted' })}>{intro}</div>
      </header>
      <div className={stack({ gap: '10' })}>
        {sections.map((part) => (
          <section key={part.heading} className={prose}>
            <h2 className={css({ textStyle: 'h3', mb: '3' })}>{part.heading}</h2>
            {part.body}
          </section>
        ))}
        <section className={prose}>
          <h2 className={css({ textStyle: 'h3', mb: '3' })}>Contact us</h2>
          <p>
            Questions about this page? Write to <a href={`mailto:${brand.email}`}>{brand.email}</a>,
            call <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>, or send a
            letter to {brand.name}, {address.street}, {address.city}, {address.state} {address.zip}.
          </p>
        </section>
      </div>
    </article>
  )
}
