import * as v from 'valibot'
import { m } from '#i18n/messages'
import { locales } from '../locale'

/**
 * PUT /api/account/language: the language a member's e-mails are written in (decision 077). Here,
 * not in core/locale.ts, which every page loads first: valibot stays off the first load
 * (decision 065).
 */
export const LanguageSettingSchema = v.object({
  locale: v.picklist(locales, () => m.language_unknown()),
})
