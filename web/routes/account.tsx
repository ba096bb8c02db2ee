import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/account')({
  head: () => seo({ title: 'Your Account' }),
  component: () => (
    <ScreenPlaceholder title="Your Account" note="Account settings are on their way." />
  ),
})
