import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { seo } from '~/lib/seo'

const authSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(['login', 'register']), 'login')),
})

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  head: () => seo({ title: 'Log In or Sign Up' }),
  component: () => (
    <ScreenPlaceholder
      title="Welcome to BrightMinds"
      note="Accounts are on their way: soon you can log in here or create an account."
    />
  ),
})
