import terms from 'virtual:policy/terms'
import { m } from '#i18n/messages'
import { PolicyPage } from './policy-page'

/** /terms: content/policies/terms.{en,es}.md. */
export function TermsOfService() {
  return <PolicyPage title={m.content_terms_title()} policy={terms} />
}
