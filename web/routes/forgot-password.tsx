import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ForgotPasswordPage } from '~/features/auth/components/forgot-password-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/forgot-password')({
  head: () => seo({ title: m.account_forgot_page_title() }),
  component: ForgotPasswordPage,
})
