import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '~/features/auth/components/forgot-password-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/forgot-password')({
  head: () => seo({ title: 'Forgot Password' }),
  component: ForgotPasswordPage,
})
