import type { Figure } from '#core/schemas/organization-facts'
import { langOf } from '#core/staff-text'

/**
 * A figure's label in running text ("85% of every donation…"): marked English on a Spanish page
 * where staff have not written it in Spanish (decision 079), plain text otherwise.
 */
export function FigureLabel({ figure }: { figure: Figure }) {
  const lang = langOf(figure, 'label')
  return lang ? <span lang={lang}>{figure.label}</span> : figure.label
}
