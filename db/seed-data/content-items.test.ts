import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ResourceSpanishSchema } from '#core/schemas/admin-content'
import { seedContentItems } from './content-items'

const paragraphs = (text: string | undefined) => text?.split(/\n\n+/).length

describe("the demo library's Spanish (decision 079)", () => {
  it.each(seedContentItems.map((item) => [item.title, item] as const))(
    '%s: Spanish staff could have typed, paragraph for paragraph',
    (_title, item) => {
      expect(v.safeParse(ResourceSpanishSchema, item.es).issues).toBeUndefined()
      expect(item.es?.title).toBeDefined()
      expect(item.es?.body === undefined).toBe(item.body === undefined)
      expect(paragraphs(item.es?.body)).toBe(paragraphs(item.body))
    },
  )

  it('leaves one published description in English, so the demo shows the note', () => {
    const untranslated = seedContentItems.filter((item) => item.published && !item.es?.description)
    expect(untranslated.map((item) => item.title)).toEqual(['Screen time that builds skills'])
  })
})
