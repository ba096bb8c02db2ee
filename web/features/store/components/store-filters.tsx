import { css } from 'styled-system/css'
import { type StoreSort, storeSorts } from '#core/constants'
import { type AgeBand, ageBands } from '#core/product-facts'
import { m } from '#i18n/messages'
import * as Field from '~/components/ui/field'
import { categoryLabel } from '~/entities/products/category-label'

/** Each sort's words, called as the filters render (the page's language). */
const storeSortLabels: Record<StoreSort, () => string> = {
  featured: m.shop_sort_featured,
  priceAsc: m.shop_sort_price_asc,
  priceDesc: m.shop_sort_price_desc,
  name: m.shop_sort_name,
}

interface StoreFiltersProps {
  query: string
  category: string | undefined
  age: AgeBand | undefined
  sort: StoreSort
  categories: readonly string[]
  onQueryChange: (query: string) => void
  onCategoryChange: (category: string | undefined) => void
  onAgeChange: (age: AgeBand | undefined) => void
  onSortChange: (sort: StoreSort) => void
  disabled?: boolean
}

export const storeFiltersStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
  '& > :first-child': { gridColumn: { base: '1 / -1', md: 'auto' } },
  alignItems: 'end',
  mb: '8',
})

/** An age band's words: 'Ages 6–7', or 'Ages 13+' for the open-ended last one. */
function ageBandLabel(band: (typeof ageBands)[number]) {
  return band.value.endsWith('-up')
    ? m.shop_age_band_up({ min: band.min })
    : m.shop_age_band({ min: band.min, max: band.max })
}

/** Text search, category, the child's age and sort; the store page keeps them in the URL. */
export function StoreFilters(props: StoreFiltersProps) {
  return (
    <search className={storeFiltersStyle}>
      <Field.Root disabled={props.disabled}>
        <Field.Label>{m.shop_search_label()}</Field.Label>
        <Field.Input
          type="search"
          placeholder={m.shop_search_placeholder()}
          value={props.query}
          maxLength={200}
          onChange={(event) => props.onQueryChange(event.target.value)}
        />
      </Field.Root>
      <Field.Root disabled={props.disabled}>
        <Field.Label>{m.shop_category()}</Field.Label>
        <Field.Select
          value={props.category ?? ''}
          onChange={(event) => props.onCategoryChange(event.target.value || undefined)}
        >
          <option value="">{m.shop_all_categories()}</option>
          {props.categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <Field.Root disabled={props.disabled}>
        <Field.Label>{m.shop_child_age()}</Field.Label>
        <Field.Select
          value={props.age ?? ''}
          onChange={(event) => props.onAgeChange((event.target.value || undefined) as AgeBand)}
        >
          <option value="">{m.shop_all_ages()}</option>
          {ageBands.map((band) => (
            <option key={band.value} value={band.value}>
              {ageBandLabel(band)}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <Field.Root disabled={props.disabled}>
        <Field.Label>{m.shop_sort_by()}</Field.Label>
        <Field.Select
          value={props.sort}
          onChange={(event) => props.onSortChange(event.target.value as StoreSort)}
        >
          {storeSorts.map((sort) => (
            <option key={sort} value={sort}>
              {storeSortLabels[sort]()}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
    </search>
  )
}
