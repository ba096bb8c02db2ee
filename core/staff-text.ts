import { baseLocale, type Locale } from './locale'

/**
 * What staff write for the public pages — a product's name, a resource's title, an event's
 * description, a figure's label — has a Spanish version beside the English (issue 34, decision
 * 079). Each field of it is optional: one staff have not written yet is shown in English, marked
 * so (`untranslated`), and the page says "No disponible en español" and marks the English text's
 * language for screen readers.
 */
export type SpanishText<Item, Field extends keyof Item> = Partial<Pick<Item, Field>>

/** A record in the language asked for: its fields still in English, when it was not English. */
export type InLanguage<Item, Field extends string> = Item & { untranslated?: Field[] }

/** A field with something in it: a non-blank text, or a list with a non-blank item. */
function written(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return Array.isArray(value) && value.some(written)
}

/**
 * `record` in `locale`: each of `fields` from `spanish` where staff wrote it, the English
 * otherwise. `untranslated` names the fields that stayed English (ones empty in English too are
 * not missing anything); it is left out when there are none, and always in English.
 */
export function inLanguage<Item extends object, Field extends keyof Item & string>(
  record: Item,
  spanish: SpanishText<Item, Field> | null | undefined,
  fields: readonly Field[],
  locale: Locale,
): InLanguage<Item, Field> {
  if (locale === baseLocale) return record
  const result = { ...record }
  const untranslated: Field[] = []
  for (const field of fields) {
    const value = spanish?.[field]
    if (written(value)) result[field] = value as Item[Field]
    else if (written(record[field])) untranslated.push(field)
  }
  return untranslated.length > 0 ? { ...result, untranslated } : result
}

/**
 * The language a field of a record is shown in: `lang="en"` on English text in a Spanish page
 * lets a screen reader say it as English (WCAG 3.1.2), undefined where it is the page's.
 */
export function langOf<Field extends string>(
  record: { untranslated?: readonly Field[] },
  field: Field,
): 'en' | undefined {
  return record.untranslated?.includes(field) ? 'en' : undefined
}
