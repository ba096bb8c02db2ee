import { languageTag } from '#core/locale'
import { asOfMonth, type Figure } from '#core/schemas/organization-facts'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { mutedSmallText } from '~/components/ui/typography'

/**
 * Where a figure comes from and when it was true, under the figure: "Source: …, as of June 2026".
 * Muted and small unless `className` says otherwise (on a colored band, muted text is too faint).
 */
export function FigureSource({ figure, className }: { figure: Figure; className?: string }) {
  return (
    <p className={className ?? mutedSmallText}>
      {m.content_figure_source({
        source: figure.source,
        month: asOfMonth(figure.asOf, languageTag[getLocale()]),
      })}
    </p>
  )
}
