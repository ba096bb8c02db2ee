import { Link } from '@tanstack/react-router'
import { brand } from '#core/brand'
import { shipping } from '#core/constants'
import { centsToDollars, formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { LegalPage, type LegalSection } from './legal-page'

/** The day these terms last changed (written for this site: storytelling, the app, changes): November 29, 2026. */
const termsUpdated = new Date(2026, 10, 29)

const sections: LegalSection[] = [
  {
    key: 'using',
    heading: m.content_terms_using_title,
    body: () => <p>{m.content_terms_using_text()}</p>,
  },
  {
    key: 'orders',
    heading: m.content_terms_orders_title,
    body: () => (
      <ul>
        <li>
          {m.content_terms_orders_prices({
            amount: formatDollars(centsToDollars(shipping.freeThresholdCents)).replace(/\.00$/, ''),
          })}
        </li>
        <li>{m.content_terms_orders_payments()}</li>
        <li>{m.content_terms_orders_returns()}</li>
      </ul>
    ),
  },
  {
    key: 'storytelling',
    heading: m.content_terms_storytelling_title,
    body: () => <p>{m.content_terms_storytelling_text()}</p>,
  },
  {
    key: 'donations',
    heading: m.content_terms_donations_title,
    body: () => <p>{m.content_terms_donations_text({ name: brand.name })}</p>,
  },
  {
    key: 'community',
    heading: m.content_terms_community_title,
    body: () => <p>{m.content_terms_community_text()}</p>,
  },
  {
    key: 'resources',
    heading: m.content_terms_resources_title,
    body: () => <p>{m.content_terms_resources_text()}</p>,
  },
  {
    key: 'offline',
    heading: m.content_terms_offline_title,
    body: () => <p>{m.content_terms_offline_text()}</p>,
  },
  {
    key: 'privacy',
    heading: m.content_terms_privacy_title,
    body: () => (
      <p>
        {m.content_terms_privacy_before()}
        <Link to="/privacy">{m.content_privacy_title()}</Link>
        {m.content_terms_privacy_and()}
        <Link to="/cookies">{m.content_cookies_title()}</Link>
        {m.content_terms_privacy_after()}
      </p>
    ),
  },
  {
    key: 'changes',
    heading: m.content_terms_changes_title,
    body: () => <p>{m.content_terms_changes_text()}</p>,
  },
]

export function TermsOfService() {
  return (
    <LegalPage
      title={m.content_terms_title()}
      intro={<p>{m.content_terms_intro({ name: brand.name })}</p>}
      sections={sections}
      updated={termsUpdated}
    />
  )
}
