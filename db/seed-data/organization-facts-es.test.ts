import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DocumentUpdateSchema,
  documentKeys,
  FigureUpdateSchema,
  figureKeys,
} from '#core/schemas/organization-facts'
import { seedCommunityEvents } from './community-events'
import { seedDocumentsSpanish, seedFiguresSpanish } from './organization-facts-es'

describe("the demo facts' and events' Spanish (decision 079)", () => {
  it('translates every figure, label and source, as staff could have typed them', () => {
    expect(Object.keys(seedFiguresSpanish).sort()).toEqual([...figureKeys].sort())
    for (const es of Object.values(seedFiguresSpanish)) {
      expect(v.parse(FigureUpdateSchema, { es })).toEqual({ es })
      expect(Object.keys(es).sort()).toEqual(['label', 'source'])
    }
  })

  it('leaves one report in English, so the demo shows what a missing translation looks like', () => {
    for (const es of Object.values(seedDocumentsSpanish)) {
      expect(v.parse(DocumentUpdateSchema, { es })).toEqual({ es })
    }
    const untranslated = documentKeys.filter((key) => !seedDocumentsSpanish[key]?.label)
    expect(untranslated).toEqual(['form990'])
  })

  it('translates every word of the demo events', () => {
    for (const event of seedCommunityEvents) {
      for (const field of ['title', 'description', 'location'] as const) {
        expect(event.es[field]?.trim(), `${event.title}: ${field}`).toBeTruthy()
        expect(event.es[field]).not.toBe(event[field])
      }
    }
  })
})
