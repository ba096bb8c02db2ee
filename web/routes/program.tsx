import { createFileRoute } from '@tanstack/react-router'
import { ProgramPage } from '~/features/program/components/program-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/program')({
  ssr: true,
  head: () =>
    seo({
      path: '/program',
      title: 'Apply To Our Program',
      description:
        'Apply for a place in our cyber, creative coding, AI storytelling and 3D puzzle workshops for grades 3 to 8.',
    }),
  component: ProgramPage,
})
