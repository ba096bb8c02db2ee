import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { band, section } from 'styled-system/recipes'
import { figureKeys } from '#core/schemas/organization-facts'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { NotInSpanish } from '~/components/ui/not-in-spanish'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3 } from '~/components/ui/stack'
import { headingH3, labelText, smallText } from '~/components/ui/typography'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { FigureSource } from '~/entities/facts/components/figure-source'

/** How the programmes are built: design, not measurement, so no source to cite. */
const designFacts: { key: string; value: () => string; label: () => string }[] = [
  { key: 'group', value: () => '30', label: m.content_impact_fact_group },
  {
    key: 'residency',
    value: () => m.content_weeks({ count: 4 }),
    label: m.content_impact_fact_residency,
  },
  { key: 'grades', value: () => '3–8', label: m.content_impact_fact_grades },
]

const statStyle = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const valueStyle = css({
  order: '-1',
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: '800',
  lineHeight: '1',
  color: 'accent.solid',
})

// The band's own text color (muted text is too faint on it), smaller than the label: a figure's
// source, and the note under a figure or report staff have not written in Spanish.
const sourceStyle = css({ fontSize: 'xs' })

/**
 * A number after its label in the markup (read "label, number"), shown above it. `lang` marks a
 * label left in English on a Spanish page (decision 079).
 */
function Stat({
  value,
  label,
  lang,
  source,
}: {
  value: string
  label: string
  lang?: string
  source?: ReactNode
}) {
  return (
    <div className={statStyle}>
      <dt className={smallText} lang={lang}>
        {label}
      </dt>
      <dd className={valueStyle}>{value}</dd>
      {source ? <dd>{source}</dd> : null}
    </div>
  )
}

/**
 * The figures (from the organisation's facts, each with its source, decision 058), how the
 * programmes are built, and the reports behind the figures once staff publish them. Here, where
 * each is listed in full, a figure or report staff have not written in Spanish says so (decision
 * 079); the pages that quote one figure in passing only mark its English words.
 */
export function ImpactStatsSection() {
  const facts = useQuery(factsQueryOptions())
  return (
    <section aria-labelledby="impact-title" className={band({ tone: 'secondary' })}>
      <div className={section()}>
        <h2 id="impact-title" className={css({ textStyle: 'h2', mb: '2' })}>
          {m.content_impact_numbers_title()}
        </h2>
        <p className={css({ textStyle: 'lead', mb: '10', maxW: '3xl' })}>
          {m.content_impact_numbers_lead()}
        </p>
        <dl
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
          })}
        >
          {facts.data
            ? facts.data.figures.map((figure) => (
                <Stat
                  key={figure.key}
                  value={figure.value}
                  label={figure.label}
                  lang={langOf(figure, 'label')}
                  source={
                    <>
                      <FigureSource figure={figure} className={sourceStyle} />
                      <NotInSpanish item={figure} className={sourceStyle} />
                    </>
                  }
                />
              ))
            : // Placeholders only while the figures are on their way: a failed or offline load
              // leaves the programme's own numbers, not grey boxes that never fill.
              facts.isLoading
              ? figureKeys.map((key) => <Skeleton key={key} className={css({ h: '24' })} />)
              : null}
          {designFacts.map((fact) => (
            <Stat key={fact.key} value={fact.value()} label={fact.label()} />
          ))}
        </dl>
        {facts.data && facts.data.documents.length > 0 ? (
          <div className={css({ mt: '10' })}>
            <h3 className={headingH3}>{m.content_impact_reports()}</h3>
            <ul className={stackGap3}>
              {facts.data.documents.map((document) => (
                <li key={document.key}>
                  <a href={document.url} className={labelText} lang={langOf(document, 'label')}>
                    {document.label}
                  </a>
                  <NotInSpanish item={document} className={sourceStyle} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
