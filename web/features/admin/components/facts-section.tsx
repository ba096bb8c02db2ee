import { css } from 'styled-system/css'
import {
  asOfMonth,
  type DocumentUpdate,
  DocumentUpdateSchema,
  type FigureUpdate,
  FigureUpdateSchema,
} from '#core/schemas/organization-facts'
import { LoadError } from '~/components/blocks/load-error'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2 } from '~/components/ui/stack'
import { mutedSmallText } from '~/components/ui/typography'
import { useAdminFacts, useUpdateDocument, useUpdateFigure } from '../api/facts'
import { type CardField, EditableCard } from './card-form'
import { CardGrid } from './card-grid'
import { DashboardSection } from './dashboard-section'

// Each Spanish field under its English one (decision 079): one left empty shows the English on
// the Spanish pages, marked as English.
const figureFields: CardField[] = [
  { name: 'value', label: 'Figure' },
  { name: 'label', label: 'What it counts' },
  { name: 'es.label', label: 'What it counts, in Spanish', lang: 'es' },
  { name: 'source', label: 'Source' },
  { name: 'es.source', label: 'Source, in Spanish', lang: 'es' },
  { name: 'asOf', label: 'True as of', kind: 'date' },
]

const documentFields: CardField[] = [
  { name: 'label', label: 'Title' },
  { name: 'es.label', label: 'Title, in Spanish', lang: 'es' },
  { name: 'url', label: 'Link (https; empty takes it down)', kind: 'url' },
  { name: 'asOf', label: 'Covers the period to', kind: 'date' },
]

const figureValue = css({ fontSize: '3xl', fontWeight: '800', color: 'secondary.fg' })

/**
 * A fact's Spanish on its card, by the English, so a stale or missing one is seen where it is
 * edited (decision 079); `texts` by the name of each, which /es shows in English when missing.
 */
function InSpanish({ texts }: { texts: Record<string, string | undefined> }) {
  const written = Object.values(texts).filter(Boolean)
  const missing = Object.keys(texts).filter((name) => !texts[name])
  if (written.length === 0) {
    return <p className={mutedSmallText}>Not in Spanish yet: /es shows the English.</p>
  }
  return (
    <p className={mutedSmallText}>
      In Spanish: <span lang="es">{written.join(' · ')}</span>
      {missing.length > 0 ? ` (no Spanish ${missing.join(' or ')} yet)` : null}
    </p>
  )
}

/**
 * The organisation's facts (decision 058): the figures the public pages quote, each with its
 * source and as-of date, and the reports linked from /impact, each in English and in Spanish
 * (decision 079). A change shows on every page that quotes it at once.
 */
export function FactsSection() {
  const facts = useAdminFacts()
  const figure = useUpdateFigure()
  const document = useUpdateDocument()
  return (
    <DashboardSection titleId="facts-title" title="Organization Facts">
      <p className={css({ mb: '6', maxW: '3xl' })}>
        The figures the public pages quote (home, about, impact, donate, mission) and the reports
        behind them. Change one here and every page shows it.
      </p>
      {facts.isPending ? (
        <Skeleton className={css({ h: '48' })} />
      ) : facts.isError ? (
        <LoadError what="the facts" error={facts.error} onRetry={() => void facts.refetch()} />
      ) : (
        <div className={css({ display: 'grid', gap: '8' })}>
          <CardGrid aria-label="Figures">
            {facts.data.figures.map((each) => (
              <li key={each.key}>
                <EditableCard
                  schema={FigureUpdateSchema}
                  what="figure"
                  name={`${each.value} ${each.label}`}
                  fields={figureFields}
                  initial={{
                    value: each.value,
                    label: each.label,
                    'es.label': each.es?.label ?? '',
                    source: each.source,
                    'es.source': each.es?.source ?? '',
                    asOf: each.asOf,
                  }}
                  pending={figure.isPending}
                  save={(values, done) =>
                    figure.mutate(
                      { key: each.key, update: values as FigureUpdate },
                      { onSuccess: done },
                    )
                  }
                >
                  <Card.Root variant="outline" className={css({ h: 'full' })}>
                    <Card.Body className={stackGap2}>
                      <p className={figureValue}>{each.value}</p>
                      <Card.Description>{each.label}</Card.Description>
                      <p className={mutedSmallText}>
                        Source: {each.source}, as of {asOfMonth(each.asOf)}
                      </p>
                      <InSpanish texts={{ label: each.es?.label, source: each.es?.source }} />
                    </Card.Body>
                  </Card.Root>
                </EditableCard>
              </li>
            ))}
          </CardGrid>
          <CardGrid aria-label="Reports and filings">
            {facts.data.documents.map((each) => (
              <li key={each.key}>
                <EditableCard
                  schema={DocumentUpdateSchema}
                  what="document"
                  name={each.label}
                  fields={documentFields}
                  initial={{
                    label: each.label,
                    'es.label': each.es?.label ?? '',
                    url: each.url ?? '',
                    asOf: each.asOf,
                  }}
                  pending={document.isPending}
                  save={(values, done) =>
                    document.mutate(
                      { key: each.key, update: values as DocumentUpdate },
                      { onSuccess: done },
                    )
                  }
                >
                  <Card.Root variant="outline" className={css({ h: 'full' })}>
                    <Card.Header>
                      <Card.Title>{each.label}</Card.Title>
                    </Card.Header>
                    <Card.Body className={stackGap2}>
                      <InSpanish texts={{ title: each.es?.label }} />
                      {each.url ? (
                        <a href={each.url} className={css({ wordBreak: 'break-all' })}>
                          {each.url}
                        </a>
                      ) : (
                        <p className={mutedSmallText}>Not published: no link on /impact yet.</p>
                      )}
                    </Card.Body>
                  </Card.Root>
                </EditableCard>
              </li>
            ))}
          </CardGrid>
        </div>
      )}
    </DashboardSection>
  )
}
