import { useRouterState } from '@tanstack/react-router'
import { type Locale, languageName, languageTag, locales, localizedPath } from '#core/locale'
import { getLocale } from '#i18n/runtime'
import { rememberLanguage, saveMemberLanguage } from '~/lib/language-choice'
import { useSessionUser } from '~/lib/session'

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
 * remembers the choice (decision 077), for a member as their language setting too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const addressIn = useAddressIn()
  const current = getLocale()
  const signedIn = useSessionUser() !== null
  return locales
    .filter((locale) => locale !== current)
    .map((locale) => (
      <a
        key={locale}
        href={addressIn(locale)}
        hrefLang={languageTag[locale]}
        lang={languageTag[locale]}
        className={className}
        onClick={() => {
          rememberLanguage(locale)
          if (signedIn) saveMemberLanguage(locale)
        }}
      >
        {languageName[locale]}
      </a>
    ))
}
