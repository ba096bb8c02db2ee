import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { stackGap3 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { headingH2 } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { storageSize } from '~/lib/offline/saved-library'
import { savedLibraryQueryOptions, useSavedLibraryChanges } from '../api/saved-library'

// The saved library's controls (decision 093). Each renders nothing until the device's list is
// read, and nothing at all where the browser keeps nothing (or on the server): a page never
// offers what it cannot do.

function failed(error: Error) {
  toaster.create({
    type: 'error',
    title: m.community_saved_failed(),
    description: errorMessage(error),
  })
}

const linkStyle = css({ color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' })

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })

/** "Saved", on a resource kept on this device. */
export function SavedBadge() {
  return (
    <Badge size="sm" tone="success" variant="subtle">
      {m.community_saved_badge()}
    </Badge>
  )
}

/** The slugs saved on this device, or null while unknown (or where nothing can be saved). */
export function useSavedSlugs(): Set<string> | null {
  const saved = useQuery(savedLibraryQueryOptions())
  return saved.data ? new Set(saved.data.map((entry) => entry.slug)) : null
}

/** A resource page's control: "Save for offline", or what it takes and "Remove from this device". */
export function SaveForOffline({ slug }: { slug: string }) {
  const saved = useQuery(savedLibraryQueryOptions())
  const { save, remove } = useSavedLibraryChanges()
  if (!saved.data) return null
  const entry = saved.data.find((item) => item.slug === slug)
  if (!entry) {
    return (
      <div className={rowStyle}>
        <Button
          size="sm"
          variant="outline"
          disabled={save.isPending}
          onClick={() =>
            save.mutate([slug], {
              onSuccess: () => toaster.create({ type: 'success', title: m.community_saved_done() }),
              onError: failed,
            })
          }
        >
          {save.isPending ? m.community_saved_saving() : m.community_saved_save()}
        </Button>
      </div>
    )
  }
  return (
    <div className={rowStyle}>
      <SavedBadge />
      <span>{m.community_saved_on_device({ size: storageSize(entry.bytes, getLocale()) })}</span>
      <Button
        size="sm"
        variant="ghost"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(slug, {
            onSuccess: () => toaster.create({ type: 'info', title: m.community_saved_removed() }),
            onError: failed,
          })
        }
      >
        {m.community_saved_remove()}
      </Button>
    </div>
  )
}

/**
 * The library's line: how many resources this device keeps and the space they take, and
 * "Save all for offline" for the hosted ones (`slugs`) not yet saved.
 */
export function SavedLibrarySummary({ slugs }: { slugs: string[] }) {
  const saved = useQuery(savedLibraryQueryOptions())
  const { save } = useSavedLibraryChanges()
  if (!saved.data) return null
  const kept = new Set(saved.data.map((entry) => entry.slug))
  const missing = slugs.filter((slug) => !kept.has(slug))
  const bytes = saved.data.reduce((total, entry) => total + entry.bytes, 0)
  return (
    <div className={rowStyle}>
      {saved.data.length > 0 && (
        <p>
          {m.community_saved_summary({
            count: saved.data.length,
            size: storageSize(bytes, getLocale()),
          })}
        </p>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={missing.length === 0 || save.isPending}
        onClick={() =>
          save.mutate(missing, {
            onSuccess: () =>
              toaster.create({ type: 'success', title: m.community_saved_all_done() }),
            onError: failed,
          })
        }
      >
        {save.isPending
          ? m.community_saved_saving()
          : missing.length === 0
            ? m.community_saved_all_saved()
            : m.community_saved_save_all()}
      </Button>
    </div>
  )
}

/**
 * A resource this device never saved, when the network cannot bring it: why (`reason`, the
 * network error's own sentence: offline, or the server out of reach) said plainly, with the ones
 * it did save to read instead.
 */
export function NotSavedOffline({ reason }: { reason: string }) {
  const saved = useQuery(savedLibraryQueryOptions())
  return (
    <div role="alert" className={stackGap3}>
      <h1 className={headingH2}>{m.community_saved_offline_title()}</h1>
      <p>{reason}</p>
      <p>{m.community_saved_offline_text()}</p>
      {saved.data && saved.data.length > 0 ? (
        <nav aria-label={m.community_saved_offline_list()} className={stackGap3}>
          <h2 className={css({ fontWeight: '700' })}>{m.community_saved_offline_list()}</h2>
          <ul className={css({ listStyle: 'disc', pl: '6' })}>
            {saved.data.map((entry) => (
              <li key={entry.slug}>
                <Link to="/resources/$slug" params={{ slug: entry.slug }} className={linkStyle}>
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>{m.community_saved_offline_none()}</p>
      )}
    </div>
  )
}
