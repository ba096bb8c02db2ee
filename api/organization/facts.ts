import { asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/locale'
import {
  type DocumentKey,
  type DocumentUpdate,
  documentTextFields,
  type FigureKey,
  type FigureUpdate,
  figureTextFields,
  type OrganizationFacts,
  type StaffDocument,
  type StaffFacts,
  type StaffFigure,
} from '#core/schemas/organization-facts'
import { inLanguage } from '#core/staff-text'
import type { Database } from '../../db/client'
import { organizationDocuments, organizationFigures } from '../../db/schema/organization'
import { recordAudit } from '../ops'

const figureColumns = {
  key: organizationFigures.key,
  value: organizationFigures.value,
  label: organizationFigures.label,
  source: organizationFigures.source,
  asOf: organizationFigures.asOf,
  es: organizationFigures.es,
}
const documentColumns = {
  key: organizationDocuments.key,
  label: organizationDocuments.label,
  url: organizationDocuments.url,
  asOf: organizationDocuments.asOf,
  es: organizationDocuments.es,
}

/**
 * Every figure and every document, for staff, each with its Spanish (a document not yet
 * published has no url).
 */
export async function listFacts(db: Database): Promise<StaffFacts> {
  const [figures, documents] = await Promise.all([
    db.select(figureColumns).from(organizationFigures).orderBy(asc(organizationFigures.position)),
    db
      .select(documentColumns)
      .from(organizationDocuments)
      .orderBy(asc(organizationDocuments.position)),
  ])
  return { figures, documents }
}

/**
 * What the public pages quote, in `locale` where staff wrote it (decision 079): every figure,
 * and the documents staff have published.
 */
export async function publicFacts(db: Database, locale: Locale): Promise<OrganizationFacts> {
  const { figures, documents } = await listFacts(db)
  return {
    figures: figures.map(({ es, ...figure }) => inLanguage(figure, es, figureTextFields, locale)),
    documents: documents.flatMap(({ es, ...document }) =>
      document.url === null
        ? []
        : [inLanguage({ ...document, url: document.url }, es, documentTextFields, locale)],
    ),
  }
}

export type FactOutcome<T> = { ok: true; fact: T } | { ok: false; reason: 'not-found' | 'future' }

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Changes one figure (or document), refusing an as-of date after `today` (YYYY-MM-DD in the
 * organisation's time zone), and records what it was and what it became in the audit log.
 */
export function updateFigure(
  db: Database,
  key: string,
  update: FigureUpdate,
  actor: { id: number },
  today: string,
): Promise<FactOutcome<StaffFigure>> {
  const where = eq(organizationFigures.key, key as FigureKey)
  return changeFact(db, { entity: 'figure', key, asOf: update.asOf, actor, today }, async (tx) => {
    const [before] = await tx
      .select(figureColumns)
      .from(organizationFigures)
      .where(where)
      .for('update')
    if (!before) return undefined
    const [after] = await tx
      .update(organizationFigures)
      .set({ ...update, updatedAt: new Date() })
      .where(where)
      .returning(figureColumns)
    return { before, after: after! }
  })
}

export function updateDocument(
  db: Database,
  key: string,
  update: DocumentUpdate,
  actor: { id: number },
  today: string,
): Promise<FactOutcome<StaffDocument>> {
  const where = eq(organizationDocuments.key, key as DocumentKey)
  return changeFact(
    db,
    { entity: 'document', key, asOf: update.asOf, actor, today },
    async (tx) => {
      const [before] = await tx
        .select(documentColumns)
        .from(organizationDocuments)
        .where(where)
        .for('update')
      if (!before) return undefined
      const [after] = await tx
        .update(organizationDocuments)
        .set({ ...update, updatedAt: new Date() })
        .where(where)
        .returning(documentColumns)
      return { before, after: after! }
    },
  )
}

async function changeFact<T>(
  db: Database,
  change: {
    entity: 'figure' | 'document'
    key: string
    asOf: string | undefined
    actor: { id: number }
    today: string
  },
  write: (tx: Tx) => Promise<{ before: T; after: T } | undefined>,
): Promise<FactOutcome<T>> {
  if (change.asOf !== undefined && change.asOf > change.today) {
    return { ok: false, reason: 'future' }
  }
  return db.transaction(async (tx) => {
    const written = await write(tx)
    if (!written) return { ok: false, reason: 'not-found' } as const
    await recordAudit(tx, {
      actorId: change.actor.id,
      action: `${change.entity}.update`,
      entity: change.entity,
      entityId: null,
      detail: { key: change.key, before: written.before, after: written.after },
    })
    return { ok: true, fact: written.after } as const
  })
}
