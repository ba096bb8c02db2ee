import { baseLocale, type Locale } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'

/**
 * A legal sentence of a receipt or statement (the IRS acknowledgment, docs/spanish-glossary.md):
 * on an English page as it is; on any other, in the page's language with the English alongside,
 * the one that counts for the donor's tax return, and saying so.
 */
export function LegalText({
  text,
  className,
}: {
  /** The sentence in a given language: `(locale) => m.giving_legal_no_goods({}, { locale })`. */
  text: (locale: Locale) => string
  className?: string
}) {
  const locale = getLocale()
  if (locale === baseLocale) return <p className={className}>{text(locale)}</p>
  return (
    <div className={className}>
      <p>{text(locale)}</p>
      <p>
        {m.giving_legal_english()} <span lang="en">{text(baseLocale)}</span>
      </p>
    </div>
  )
}
