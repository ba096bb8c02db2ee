import { m } from '#i18n/messages'

/** The catalogue's fixed categories (`productCategoryValues`), as the page's language says them. */
const labels: Record<string, () => string> = {
  '3D Puzzles': m.shop_category_3d_puzzles,
  'Logic Games': m.shop_category_logic_games,
  'STEM Kits': m.shop_category_stem_kits,
  Storytelling: m.shop_category_storytelling,
}

/** A category's name in the page's language; one the catalogue gained since, as it is stored. */
export function categoryLabel(category: string): string {
  return labels[category]?.() ?? category
}
