import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { SignInLinkPage } from '~/features/auth/components/sign-in-link-page'
import { seo } from '~/lib/seo'

interface SignInLinkSearch {
  token?: string
  /** Where to go once signed in; checked again before it is followed. */
  redirect?: string
}

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function signInLinkSearch(search: Record<string, unknown>): SignInLinkSearch {
  return {
    token: typeof search.token === 'string' ? search.token : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }
}

export const Route = createFileRoute('/sign-in-link')({
  validateSearch: signInLinkSearch,
  // A page only an e-mailed link or the sign-in form leads to: not one for search results.
  head: () => seo({ title: m.account_sign_in_link_page_title(), noIndex: true }),
  component: SignInLinkRoute,
})

function SignInLinkRoute() {
  // Not Route.useSearch: see routes/auth.tsx.
  const token = useRouterState({
    select: (state) => signInLinkSearch(state.location.search).token,
  })
  const redirect = useRouterState({
    select: (state) => signInLinkSearch(state.location.search).redirect,
  })
  return <SignInLinkPage token={token} redirectTo={redirect} />
}
