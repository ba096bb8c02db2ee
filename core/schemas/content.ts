import { m } from '#i18n/messages'

export const contentTypes = ['video', 'article', 'guide', 'other'] as const
export type ContentType = (typeof contentTypes)[number]

/** GET /api/content: an educational resource (SPEC §3). */
export interface ContentItem {
  id: number
  title: string
  description: string
  type: ContentType
  /** /resources/<slug> for a guide or article hosted here, else the outside address. */
  contentUrl: string
  /** Always true, except in an admin's list. */
  published: boolean
  /** On a Spanish answer, the words staff have not written in Spanish, shown in English. */
  untranslated?: ContentTextField[]
}

/** GET /api/content/:idOrSlug: the item with its text when this site hosts it. */
export interface ContentItemDetail extends ContentItem {
  /** The Markdown source staff wrote; null for outside resources. */
  body: string | null
  /** That Markdown as safe HTML (raw HTML shown as text, decision 032); null likewise. */
  bodyHtml: string | null
}

/** What the API answers about resources, in the request's language (read where sent). */
export const contentMessages = {
  get notFound() {
    return m.forms_resource_not_found()
  },
}

/** The slug of a hosted resource's `contentUrl`: /resources/<slug>. */
export const hostedResourcePrefix = '/resources/'

/** The words of a resource staff write in Spanish too (decision 079). */
export const contentTextFields = ['title', 'description', 'body'] as const
export type ContentTextField = (typeof contentTextFields)[number]

/** A resource's words in Spanish, each optional: a missing one is shown in English. */
export type ContentSpanish = Partial<Record<ContentTextField, string>>
