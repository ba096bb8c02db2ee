import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import {
  type ContentItem,
  type ContentType,
  contentTypes,
  hostedResourcePrefix,
} from '#core/schemas/content'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { NotInSpanish } from '~/components/ui/not-in-spanish'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap6 } from '~/components/ui/stack'
import { SelectField, TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { resourcesQueryOptions } from '~/entities/resources/api/get-resources'
import {
  SavedBadge,
  SavedLibrarySummary,
  useSavedSlugs,
} from '~/entities/resources/components/saved-library'
import { contentTypeNames } from '~/entities/resources/content-type-names'

/** The slug of a guide or article hosted here, or null for an outside resource. */
function hostedSlug(item: ContentItem): string | null {
  return item.contentUrl.startsWith(hostedResourcePrefix)
    ? item.contentUrl.slice(hostedResourcePrefix.length)
    : null
}

function AccessLink({ item }: { item: ContentItem }) {
  const linkClass = css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })
  const slug = hostedSlug(item)
  if (slug !== null) {
    return (
      <Link
        to="/resources/$slug"
        params={{ slug }}
        aria-label={m.community_access_label({ title: item.title })}
        className={linkClass}
      >
        {m.community_access()}
      </Link>
    )
  }
  return (
    <a
      href={item.contentUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={m.community_access_label_new_tab({ title: item.title })}
      className={linkClass}
    >
      {m.community_access()}
    </a>
  )
}

/**
 * The Educational Resources tab: search, type filter, 6 skeletons while loading (SPEC §2); what
 * this device keeps for offline reading marked "Saved", and "Save all for offline" (decision 093).
 */
export function ResourcesTab() {
  const resources = useQuery(resourcesQueryOptions())
  const saved = useSavedSlugs()
  const hosted = useMemo(
    () => (resources.data ?? []).flatMap((item) => hostedSlug(item) ?? []),
    [resources.data],
  )
  const [search, setSearch] = useState('')
  const [type, setType] = useState<'all' | ContentType>('all')

  useEffect(() => {
    if (!resources.isError) return
    toaster.create({
      type: 'error',
      title: m.community_load_error_title(),
      description: m.community_load_error_text(),
    })
  }, [resources.isError])

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (resources.data ?? []).filter(
      (item) =>
        (type === 'all' || item.type === type) &&
        (!words || `${item.title} ${item.description}`.toLowerCase().includes(words)),
    )
  }, [resources.data, search, type])

  return (
    <div className={stackGap6}>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '2fr 1fr' } })}>
        <TextField
          label={m.community_search_resources()}
          type="search"
          placeholder={m.community_search_placeholder()}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={m.community_type()}
          value={type}
          onChange={(event) => setType(event.target.value as typeof type)}
        >
          <option value="all">{m.community_all_types()}</option>
          {contentTypes.map((value) => (
            <option key={value} value={value}>
              {contentTypeNames[value]()}
            </option>
          ))}
        </SelectField>
      </div>
      {resources.isPending ? (
        <div
          aria-busy="true"
          className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}
        >
          {Array.from({ length: skeletonCounts.community }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} data-testid="resource-skeleton" className={css({ h: '36' })} />
          ))}
        </div>
      ) : resources.isError ? (
        <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p>{m.community_load_error()}</p>
          <Button size="sm" variant="outline" onClick={() => void resources.refetch()}>
            {m.community_try_again()}
          </Button>
        </div>
      ) : (
        <>
          <SavedLibrarySummary slugs={hosted} />
          {shown.length === 0 ? (
            <p>{m.community_no_resources()}</p>
          ) : (
            <ul
              aria-label={m.community_resources_list()}
              className={css({ display: 'grid', gap: '4', gridTemplateColumns: { md: '1fr 1fr' } })}
            >
              {shown.map((item) => (
                <li key={item.id}>
                  <Card.Root variant="outline" className={css({ h: 'full' })}>
                    <Card.Header>
                      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                        <Badge size="sm" tone="secondary">
                          {contentTypeNames[item.type]()}
                        </Badge>
                        {saved?.has(hostedSlug(item) ?? '') && <SavedBadge />}
                      </div>
                      <Card.Title lang={langOf(item, 'title')}>{item.title}</Card.Title>
                      <Card.Description lang={langOf(item, 'description')}>
                        {item.description}
                      </Card.Description>
                      <NotInSpanish item={item} />
                    </Card.Header>
                    <Card.Footer>
                      <AccessLink item={item} />
                    </Card.Footer>
                  </Card.Root>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
