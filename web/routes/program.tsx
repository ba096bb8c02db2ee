import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ProgramPage } from '~/features/program/components/program-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/program')({
  ssr: true,
  head: () =>
    seo({
      path: '/program',
      title: m.content_program_title(),
      description: m.content_program_description(),
    }),
  component: ProgramPage,
})
