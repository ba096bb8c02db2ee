import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { communitySearch } from '~/features/community/community-search'
import { SharedPhotoPage } from '~/features/storytelling/components/shared-photo-page'
import { seo } from '~/lib/seo'

/** What another app shared into the installed one with a photo (decision 098). */
export const Route = createFileRoute('/_authed/share')({
  validateSearch: (search) => {
    const { title, text, url } = communitySearch(search)
    return { title, text, url }
  },
  head: () => seo({ title: m.content_shared_photo_title() }),
  component: SharedPhotoRoute,
})

function SharedPhotoRoute() {
  return <SharedPhotoPage words={Route.useSearch()} />
}
