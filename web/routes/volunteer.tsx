import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { VolunteerPage } from '~/features/volunteer/components/volunteer-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/volunteer')({
  ssr: true,
  head: () =>
    seo({
      path: '/volunteer',
      title: m.content_volunteer_title(),
      description: m.content_volunteer_description(),
    }),
  component: VolunteerPage,
})
