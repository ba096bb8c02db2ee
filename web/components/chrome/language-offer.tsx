import { lazy, Suspense, useEffect, useState } from 'react'
import { type Locale, preferredLocale } from '#core/locale'
import { getLocale } from '#i18n/runtime'
import { chosenLanguage } from '~/lib/language-choice'

// Loaded only for a visitor it is for: no other page load carries its words.
const LanguageOfferBar = lazy(() => import('./language-offer-bar'))

/**
 * Offers the page in the visitor's own language when their browser prefers another one the site
 * speaks and they have not chosen yet: a bar at the foot of the window, in that language, that
 * either takes them there or is dismissed; both remember the choice. Never a redirect (issue 34):
 * the page they asked for is the page they get.
 */
export function LanguageOffer() {
  const [offered, setOffered] = useState<Locale>()
  useEffect(() => {
    if (chosenLanguage()) return
    const preferred = preferredLocale(navigator.languages)
    if (preferred && preferred !== getLocale()) setOffered(preferred)
  }, [])
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar offered={offered} onDismiss={() => setOffered(undefined)} />
    </Suspense>
  )
}
