import * as v from 'valibot'
import { line } from './fields'

/**
 * The organisation's facts (issue 32, decision 058): the figures the site quotes, each with its
 * source and the date it was true, and the reports behind them. One row per fact, edited by
 * staff; every page that quotes one reads it from here, so one change fixes it everywhere.
 */
export const figureKeys = [
  'programShare',
  'problemSolving',
  'students',
  'cities',
  'states',
  'partnerSchools',
  'sponsoredChildren',
] as const
export type FigureKey = (typeof figureKeys)[number]

export const documentKeys = ['annualReport', 'form990'] as const
export type DocumentKey = (typeof documentKeys)[number]

export const factMessages = {
  figureNotFound: 'No such figure',
  documentNotFound: 'No such document',
  nothingToChange: 'Send at least one field to change',
  asOfFuture: 'The as-of date cannot be in the future',
  url: 'The link is an https address',
} as const

/** A real calendar day as YYYY-MM-DD (valibot's isoDate lets February 30 through). */
const asOf = v.pipe(
  v.string('The as-of date is YYYY-MM-DD'),
  v.isoDate('The as-of date is YYYY-MM-DD'),
  v.check((day) => {
    const parsed = new Date(`${day}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day)
  }, 'The as-of date is YYYY-MM-DD'),
)

const figureFields = {
  value: line(1, 'The figure needs 1 to 16 characters, like 85%', 16),
  label: line(3, 'The label needs 3 to 120 characters', 120),
  source: line(3, 'Name the source (3 to 200 characters)', 200),
  asOf,
}

const atLeastOne = <Input extends object>() =>
  v.check<Input, string>((input) => Object.keys(input).length > 0, factMessages.nothingToChange)

/**
 * A figure's label and source in Spanish (decision 079), held to the English rules: each is
 * optional, and one left out is shown in English. Null clears them both.
 */
const FigureSpanishSchema = v.nullable(
  v.strictObject({
    label: v.optional(figureFields.label),
    source: v.optional(figureFields.source),
  }),
)

/** PATCH /api/admin/facts/figures/:key: any field; `es` replaces the Spanish whole. */
export const FigureUpdateSchema = v.pipe(
  v.partial(v.strictObject({ ...figureFields, es: FigureSpanishSchema })),
  atLeastOne(),
)

const documentLabel = line(3, 'The title needs 3 to 120 characters', 120)

/** A document's title in Spanish (decision 079); null clears it. */
const DocumentSpanishSchema = v.nullable(v.strictObject({ label: v.optional(documentLabel) }))

/** PATCH /api/admin/facts/documents/:key: any field; `es` replaces the Spanish whole. */
export const DocumentUpdateSchema = v.pipe(
  v.partial(
    v.strictObject({
      label: documentLabel,
      /** null takes the link down. */
      url: v.nullable(
        v.pipe(
          v.string(factMessages.url),
          v.maxLength(500, 'The link needs at most 500 characters'),
          v.regex(/^https:\/\/[^\s"'<>]+$/, factMessages.url),
        ),
      ),
      asOf,
      es: DocumentSpanishSchema,
    }),
  ),
  atLeastOne(),
)

export type FigureUpdate = v.InferOutput<typeof FigureUpdateSchema>
export type DocumentUpdate = v.InferOutput<typeof DocumentUpdateSchema>

export interface Figure {
  key: FigureKey
  value: string
  label: string
  source: string
  /** YYYY-MM-DD: when the figure was true. */
  asOf: string
  /** On a Spanish answer, the words staff have not written in Spanish, shown in English. */
  untranslated?: FigureTextField[]
}

export interface OrganizationDocument {
  key: DocumentKey
  label: string
  /** null while it is not published (the public list leaves it out). */
  url: string | null
  asOf: string
  /** On a Spanish answer, the title when staff have not written it in Spanish. */
  untranslated?: DocumentTextField[]
}

/** GET /api/facts: the figures in their order, and the published documents. */
export interface OrganizationFacts {
  figures: Figure[]
  documents: (OrganizationDocument & { url: string })[]
}

/** A figure as staff see and change it: its English, and its Spanish (null when none). */
export type StaffFigure = Omit<Figure, 'untranslated'> & { es: FigureSpanish | null }

/** A document as staff see and change it, its Spanish title beside the English. */
export type StaffDocument = Omit<OrganizationDocument, 'untranslated'> & {
  es: DocumentSpanish | null
}

/** GET /api/admin/facts: every figure and document, unpublished ones too. */
export interface StaffFacts {
  figures: StaffFigure[]
  documents: StaffDocument[]
}

/**
 * "June 2026" ("junio de 2026" in Spanish): the month an as-of date falls in (a calendar date, so
 * no time zone), in `language` (a BCP 47 tag; English unless given).
 */
export function asOfMonth(asOf: string, language = 'en-US'): string {
  const [year, month] = asOf.split('-').map(Number)
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)))
}

/** The words of a figure and of a document staff write in Spanish too (decision 079). */
export const figureTextFields = ['label', 'source'] as const
export type FigureTextField = (typeof figureTextFields)[number]
export type FigureSpanish = Partial<Record<FigureTextField, string>>
export const documentTextFields = ['label'] as const
export type DocumentTextField = (typeof documentTextFields)[number]
export type DocumentSpanish = Partial<Record<DocumentTextField, string>>
