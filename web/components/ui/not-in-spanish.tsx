import { m } from '#i18n/messages'
import { mutedSmallText } from './typography'

/**
 * "No disponible en español", by what staff have not yet written in Spanish (decision 079): the
 * API names the fields of an item it answered in English (`untranslated`); nothing otherwise,
 * and never on an English page.
 */
export function NotInSpanish({
  item,
  className,
}: {
  item: { untranslated?: readonly string[] }
  className?: string
}) {
  if (!item.untranslated?.length) return null
  return <p className={className ?? mutedSmallText}>{m.language_not_in_spanish()}</p>
}
