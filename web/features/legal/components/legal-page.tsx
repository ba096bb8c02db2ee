import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { headingH1, mutedSmallText } from '~/components/ui/typography'

export interface LegalSection {
  /** A stable name for the section (its React key), and its heading's id with `labels`. */
  key: string
  /** Its heading labels something inside it (a form), by the id `key`. */
  labels?: boolean
  /** The section's heading and body, in the page's language (called as it renders). */
  heading: () => ReactNode
  body: () => ReactNode
}

interface LegalPageProps {
  title: string
  intro: ReactNode
  sections: LegalSection[]
  /** The day the page last changed, shown under its title in the page's language. */
  updated: Date
}

const prose = css({
  '& p + p, & p + ul, & ul + p': { mt: '3' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '1.5' },
  '& a': { color: 'primary.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
})

/** The one layout shared by the privacy, terms, cookie and accessibility pages. */
export function LegalPage({ title, intro, sections, updated }: LegalPageProps) {
  const { address } = brand
  const lastUpdated = new Intl.DateTimeFormat(languageTag[getLocale()], {
    dateStyle: 'long',
  }).format(updated)
  return (
    <article className={section({ width: '3xl', spacing: 'md' })}>
      <header className={stack({ gap: '3', mb: '10' })}>
        <h1 className={headingH1}>{title}</h1>
        <p className={mutedSmallText}>{m.content_legal_last_updated({ date: lastUpdated })}</p>
        <div className={css({ fontSize: 'lg', color: 'fg.muted' })}>{intro}</div>
      </header>
      <div className={stack({ gap: '10' })}>
        {sections.map((part) => (
          <section key={part.key} className={prose}>
            <h2
              id={part.labels ? part.key : undefined}
              className={css({ textStyle: 'h3', mb: '3' })}
            >
              {part.heading()}
            </h2>
            {part.body()}
          </section>
        ))}
        <section className={prose}>
          <h2 className={css({ textStyle: 'h3', mb: '3' })}>{m.content_legal_contact_title()}</h2>
          <p>
            {m.content_legal_contact_write()}
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
            {m.content_legal_contact_call()}
            <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>
            {m.content_legal_contact_letter({
              name: brand.name,
              street: address.street,
              city: address.city,
              state: address.state,
              zip: address.zip,
            })}
          </p>
        </section>
      </div>
    </article>
  )
}
