import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { AccountPage } from '~/features/account/components/account-page'
import { seo } from '~/lib/seo'
import { useSessionUser } from '~/lib/session'

export const Route = createFileRoute('/_authed/account')({
  head: () => seo({ title: m.account_your_account() }),
  component: AccountRoute,
})

function AccountRoute() {
  // Null only for the moment between signing out everywhere and leaving the page.
  const user = useSessionUser()
  return user ? <AccountPage user={user} /> : null
}
