import { cx } from 'styled-system/css'
import { asOfMonth, type Figure } from '#core/schemas/organization-facts'
import { mutedSmallText } from '~/components/ui/typography'

/** Where a figure comes from and when it was true, under the figure: "Source: …, June 2026". */
export function FigureSource({ figure, className }: { figure: Figure; className?: string }) {
  return (
    <p className={cx(mutedSmallText, className)}>
      Source: {figure.source}, as of {asOfMonth(figure.asOf)}
    </p>
  )
}
