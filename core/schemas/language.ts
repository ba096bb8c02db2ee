import * as v from 'valibot'
import { m } from '#i18n/messages'
import { baseLocale, locales } from '../locale'

/**
 * PUT /api/account/language: the language a member's e-mails are written in (decision 077). Here,
 * not in core/locale.ts, which every page loads first: valibot stays off the first load
 * (decision 065).
 */
export const LanguageSettingSchema = v.object({
  locale: v.picklist(locales, () => m.language_unknown()),
})

/**
 * `?locale=es` on a public answer that holds what staff wrote (decision 079): the language is in
 * the address, not in Accept-Language, so every cache on the way — the service worker's, the
 * server's, a CDN's — keeps each language's answer apart. English without it.
 */
export const ContentLanguageQuerySchema = v.object({
  locale: v.optional(
    v.picklist(locales, () => m.language_unknown()),
    baseLocale,
  ),
})
