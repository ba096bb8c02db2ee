import { useRouterState } from '@tanstack/react-router'
import { type Locale, languageName, languageTag, locales, localizedPath } from '#core/locale'
import { getLocale } from '#i18n/runtime'
import { rememberLanguage } from '~/lib/language-choice'

/** This page's address in another language: the same page, search and fragment. */
export function useAddressIn() {
  const location = useRouterState({ select: (state) => state.location })
  const hash = location.hash ? `#${location.hash}` : ''
  return (locale: Locale) =>
    `${localizedPath(location.pathname, locale)}${location.searchStr}${hash}`
}

/**
 * Links to this page in each other language, in that language's own name (`lang`): a document
 * of its own (the other language's words), with the cart kept as on any page. Following one
 * remembers the choice (decision 077).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const addressIn = useAddressIn()
  const current = getLocale()
  return locales
    .filter((locale) => locale !== current)
    .map((locale) => (
      <a
        key={locale}
        href={addressIn(locale)}
        hrefLang={languageTag[locale]}
        lang={languageTag[locale]}
        className={className}
        onClick={() => rememberLanguage(locale)}
      >
        {languageName[locale]}
      </a>
    ))
}
