import { and, eq, isNull } from 'drizzle-orm'
import type {
  DocumentKey,
  DocumentSpanish,
  FigureKey,
  FigureSpanish,
} from '#core/schemas/organization-facts'
import type { Database } from '../client'
import { organizationDocuments, organizationFigures } from '../schema/organization'

/**
 * The organisation's figures in Spanish (decision 079), by key, for the English migration 0032
 * wrote: what each counts and where it comes from. Written to docs/spanish-glossary.md: neutral
 * US Spanish, "usted".
 */
export const seedFiguresSpanish: Record<FigureKey, FigureSpanish> = {
  programShare: {
    label: 'de cada donación se destina directamente a los programas',
    source:
      'Estados financieros auditados, año fiscal 2025: gastos de los programas como proporción del total de gastos',
  },
  problemSolving: {
    label: 'de nuestros estudiantes mejoraron su capacidad para resolver problemas',
    source:
      'Evaluaciones de habilidades al principio y al final de cada taller, año escolar 2025–26',
  },
  students: {
    label: 'estudiantes en nuestros talleres',
    source: 'Registros de asistencia a los talleres',
  },
  cities: {
    label: 'ciudades donde se realizan nuestros talleres',
    source: 'Nuestro calendario de talleres',
  },
  states: {
    label: 'estados donde las familias aprenden con nuestros rompecabezas y kits',
    source: 'Pedidos de la tienda enviados en 2025',
  },
  partnerSchools: {
    label: 'escuelas asociadas donde se realizan nuestros talleres',
    source: 'Acuerdos de colaboración firmados con las escuelas',
  },
  sponsoredChildren: {
    label: 'niños patrocinados por donantes este año',
    source: 'Patrocinios de estudiantes vigentes',
  },
}

/**
 * The reports' titles in Spanish. The Form 990's is left out on purpose: it is the IRS form's own
 * name, and once staff publish its link /es/impact shows it in English, marked `lang="en"`, with
 * the "No disponible en español" note: what a missing translation looks like, in the demo.
 */
export const seedDocumentsSpanish: Partial<Record<DocumentKey, DocumentSpanish>> = {
  annualReport: { label: 'Informe anual 2025' },
}

/**
 * Gives the figures and reports their demo Spanish where staff have written none (`es` is null),
 * so a Spanish page quotes them in Spanish; what staff wrote is never replaced. One read each on
 * an ordinary start, a write only for what is missing.
 */
export async function fillFactsInSpanish(db: Database): Promise<void> {
  const figures = await db
    .select({ key: organizationFigures.key })
    .from(organizationFigures)
    .where(isNull(organizationFigures.es))
  for (const { key } of figures) {
    const es = seedFiguresSpanish[key]
    if (!es) continue
    await db
      .update(organizationFigures)
      .set({ es })
      .where(and(eq(organizationFigures.key, key), isNull(organizationFigures.es)))
  }
  const documents = await db
    .select({ key: organizationDocuments.key })
    .from(organizationDocuments)
    .where(isNull(organizationDocuments.es))
  for (const { key } of documents) {
    const es = seedDocumentsSpanish[key]
    if (!es) continue
    await db
      .update(organizationDocuments)
      .set({ es })
      .where(and(eq(organizationDocuments.key, key), isNull(organizationDocuments.es)))
  }
}
