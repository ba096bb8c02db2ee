/** Organisation: the impact figures, documents and networking contacts. */
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type {
  DocumentKey,
  DocumentSpanish,
  FigureKey,
  FigureSpanish,
} from '#core/schemas/organization-facts'

export const educationStats = pgTable('education_stats', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  trend: text('trend').notNull(),
  value: text('value').notNull(),
  description: text('description').notNull(),
  source: text('source').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * The figures the public pages quote, each with its source and as-of date (decision 058). The
 * keys are fixed by the pages that read them (migration 0032 adds every one); staff change the
 * rest.
 */
export const organizationFigures = pgTable('organization_figures', {
  key: text('key').$type<FigureKey>().primaryKey(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  source: text('source').notNull(),
  /** Its label and source in Spanish, each optional (decision 079). */
  es: jsonb('es').$type<FigureSpanish>(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The annual report and the Form 990, linked from /impact once staff publish them. */
export const organizationDocuments = pgTable('organization_documents', {
  key: text('key').$type<DocumentKey>().primaryKey(),
  label: text('label').notNull(),
  url: text('url'),
  /** Its title in Spanish (decision 079). */
  es: jsonb('es').$type<DocumentSpanish>(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const networkingContacts = pgTable('networking_contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  location: text('location').notNull(),
  expertise: text('expertise').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  available: boolean('available').notNull().default(true),
})
