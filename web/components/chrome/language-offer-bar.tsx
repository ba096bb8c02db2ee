import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { type Locale, languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Button } from '~/components/ui/button'
import { rememberLanguage } from '~/lib/language-choice'
import { useAddressIn } from './language-switch'

interface LanguageOfferBarProps {
  offered: Locale
  onDismiss: () => void
}

/** The offer of this page in `offered`, in that language (see LanguageOffer). */
export default function LanguageOfferBar({ offered, onDismiss }: LanguageOfferBarProps) {
  const addressIn = useAddressIn()
  const inOffered = { locale: offered }
  return (
    <section
      aria-label={m.language_offer_label({}, inOffered)}
      lang={languageTag[offered]}
      data-print="hide"
      data-language-offer=""
      className={css({
        // In the page's flow at its very end, held to the window's foot while the page scrolls:
        // it never covers the footer's last line, and nothing above it moves when it appears.
        position: 'sticky',
        bottom: '0',
        zIndex: 'banner',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border',
        boxShadow: 'lg',
        px: '4',
        py: '3',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
      })}
    >
      <p className={css({ fontWeight: '600' })}>{m.language_offer_text({}, inOffered)}</p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <a
          href={addressIn(offered)}
          hrefLang={languageTag[offered]}
          className={button({ size: 'sm' })}
          onClick={() => rememberLanguage(offered)}
        >
          {m.language_offer_action({}, inOffered)}
        </a>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            rememberLanguage(getLocale())
            onDismiss()
          }}
        >
          {m.language_offer_dismiss({}, inOffered)}
        </Button>
      </div>
    </section>
  )
}
