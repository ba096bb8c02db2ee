import { languageTag } from '#core/locale'
import { asOfMonth, type Figure } from '#core/schemas/organization-facts'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { mutedSmallText } from '~/components/ui/typography'

/**
 * Where a figure comes from and when it was true, under the figure: "Source: …, as of June 2026".
 * Muted and small unless `className` says otherwise (on a colored band, muted text is too faint).
 * A source staff have not written in Spanish is marked English inside the Spanish sentence.
 */
export function FigureSource({ figure, className }: { figure: Figure; className?: string }) {
  const month = asOfMonth(figure.asOf, languageTag[getLocale()])
  const lang = langOf(figure, 'source')
  if (!lang) {
    return (
      <p className={className ?? mutedSmallText}>
        {m.content_figure_source({ source: figure.source, month })}
      </p>
    )
  }
  const [before, after = ''] = m
    .content_figure_source({ source: sourceSlot, month })
    .split(sourceSlot)
  return (
    <p className={className ?? mutedSmallText}>
      {before}
      <span lang={lang}>{figure.source}</span>
      {after}
    </p>
  )
}

/** Stands for the source in the sentence around it: a character no message holds. */
const sourceSlot = '\u0000'
