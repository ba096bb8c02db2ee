import { createFileRoute } from '@tanstack/react-router'
import { VolunteerPage } from '~/features/volunteer/components/volunteer-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/volunteer')({
  ssr: true,
  head: () =>
    seo({
      path: '/volunteer',
      title: 'Volunteer With Us',
      description:
        'Mentor at our puzzle, cyber and storytelling workshops. Apply to volunteer with BrightMinds Foundation.',
    }),
  component: VolunteerPage,
})
