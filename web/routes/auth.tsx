import { createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { AuthPage } from '~/features/auth/components/auth-page'
import { seo } from '~/lib/seo'
import { sessionQueryOptions } from '~/lib/session'

const authTabs = ['login', 'register', 'waitlist'] as const

interface AuthSearch {
  tab?: (typeof authTabs)[number]
  /** Where a protected route sent the visitor from; checked again before it is followed. */
  redirect?: string
}

/**
 * Hand-written rather than a valibot schema: route options ship in the first-load bundle,
 * and valibot there would carry every form's rules with it.
 */
function authSearch(search: Record<string, unknown>): AuthSearch {
  return {
    tab: authTabs.find((tab) => tab === search.tab),
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }
}

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(sessionQueryOptions)
    if (user) throw redirect({ to: '/' })
  },
  head: () => seo({ title: m.account_auth_page_title() }),
  component: AuthRoute,
})

// Reads the search through useRouterState rather than Route.useSearch: a split component that
// refers to its Route makes the bundler split the first-load bundle into more chunks.
function AuthRoute() {
  const search = useRouterState({ select: (state) => state.location.search })
  const { tab = 'login', redirect: redirectTo } = authSearch(search)
  const navigate = useNavigate()
  return (
    <AuthPage
      tab={tab}
      redirectTo={redirectTo}
      onTabChange={(next) =>
        navigate({ to: '/auth', search: (previous) => ({ ...previous, tab: next }), replace: true })
      }
    />
  )
}
