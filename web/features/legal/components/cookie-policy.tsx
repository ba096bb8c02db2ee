import { m } from '#i18n/messages'
import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    key: 'cookie',
    heading: m.content_cookies_one_title,
    body: () => <p>{m.content_cookies_one_text()}</p>,
  },
  {
    key: 'storage',
    heading: m.content_cookies_storage_title,
    body: () => (
      <ul>
        <li>
          <strong>{m.content_cookies_cart_label()}</strong> {m.content_cookies_cart_text()}
        </li>
        <li>
          <strong>{m.content_cookies_cache_label()}</strong> {m.content_cookies_cache_text()}
        </li>
      </ul>
    ),
  },
  {
    key: 'trackers',
    heading: m.content_cookies_trackers_title,
    body: () => <p>{m.content_cookies_trackers_text()}</p>,
  },
  {
    key: 'clearing',
    heading: m.content_cookies_clearing_title,
    body: () => <p>{m.content_cookies_clearing_text()}</p>,
  },
]

export function CookiePolicy() {
  return (
    <LegalPage
      title={m.content_cookies_title()}
      intro={<p>{m.content_cookies_intro()}</p>}
      sections={sections}
    />
  )
}
