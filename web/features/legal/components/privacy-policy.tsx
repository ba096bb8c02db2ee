import privacy from 'virtual:policy/privacy'
import { m } from '#i18n/messages'
import { PolicyPage } from './policy-page'

/** /privacy: content/policies/privacy.{en,es}.md. */
export function PrivacyPolicy() {
  return <PolicyPage title={m.content_privacy_title()} policy={privacy} />
}
