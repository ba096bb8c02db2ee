import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { StoreSort } from '#core/constants'
import { languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { PageSection } from '~/components/blocks/page-section'
import { visuallyHidden } from '~/components/ui/typography'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { filterProducts, indexProducts, productCategories } from '../filter-products'
import { defaultStoreSort, type StoreSearch } from '../store-search'
import { StoreEmpty } from './store-empty'
import { StoreFilters } from './store-filters'
import { StoreHeader } from './store-header'
import { StoreProductGrid } from './store-product-grid'
import { StoreWorkshops } from './store-workshops'

/** Typing settles this long before the search reaches the URL (replacing, not pushing). */
const urlDelayMs = 300

export function StorePage() {
  const search = useSearch({ from: '/store' })
  const navigate = useNavigate({ from: '/store' })
  const { data: catalogue } = useSuspenseQuery(productsQueryOptions())
  // The storytelling workshops have their own section: the grid and its filters are the toys'.
  const [products, workshops] = useMemo(
    () => [
      catalogue.filter((product) => product.kind !== 'service'),
      catalogue.filter((product) => product.kind === 'service'),
    ],
    [catalogue],
  )
  const index = useMemo(() => indexProducts(products), [products])
  const categories = useMemo(() => productCategories(products), [products])

  const urlQuery = search.q ?? ''
  const [query, setQuery] = useState(urlQuery)
  // The last query this page wrote to the URL: a different one came from back, a link or Clear.
  const written = useRef(urlQuery)
  useEffect(() => {
    if (urlQuery === written.current) return
    written.current = urlQuery
    setQuery(urlQuery)
  }, [urlQuery])
  useEffect(() => {
    if (query === written.current) return
    const timer = setTimeout(() => {
      written.current = query
      void navigate({
        search: (previous: StoreSearch) => ({ ...previous, q: query.trim() ? query : undefined }),
        replace: true,
      })
    }, urlDelayMs)
    return () => clearTimeout(timer)
  }, [query, navigate])

  const sort = search.sort ?? defaultStoreSort
  // Typing stays responsive: the list catches up with the deferred query.
  const deferredQuery = useDeferredValue(query)
  const category = search.category
  const age = search.age
  const matches = useMemo(
    () => filterProducts(index, { query: deferredQuery, category, age, sort }),
    [index, deferredQuery, category, age, sort],
  )
  const stale = deferredQuery !== query

  function setParam(patch: Partial<StoreSearch>) {
    void navigate({ search: (previous: StoreSearch) => ({ ...previous, ...patch }) })
  }

  return (
    <PageSection>
      <StoreHeader />
      <StoreFilters
        query={query}
        category={search.category}
        age={age}
        sort={sort}
        categories={categories}
        onQueryChange={setQuery}
        onCategoryChange={(category) => setParam({ category })}
        onAgeChange={(next) => setParam({ age: next })}
        onSortChange={(next: StoreSort) =>
          setParam({ sort: next === defaultStoreSort ? undefined : next })
        }
      />
      {/* The cards' names are level-3 headings: this keeps the outline in order for screen readers. */}
      <h2 className={visuallyHidden}>{m.shop_products_heading()}</h2>
      <p role="status" className={css({ color: 'fg.muted', mb: '4', fontSize: 'sm' })}>
        {m.shop_product_count({
          count: matches.length,
          shown: matches.length.toLocaleString(languageTag[getLocale()]),
        })}
      </p>
      <div className={css({ opacity: stale ? 0.7 : 1, transition: 'opacity 0.2s' })}>
        {matches.length === 0 ? (
          <StoreEmpty
            onClear={() => {
              setQuery('')
              void navigate({ search: {} })
            }}
          />
        ) : (
          <StoreProductGrid
            key={`${deferredQuery}\n${category}\n${age}\n${sort}`}
            products={matches}
          />
        )}
      </div>
      {workshops.length > 0 && <StoreWorkshops workshops={workshops} />}
    </PageSection>
  )
}
