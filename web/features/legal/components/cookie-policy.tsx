import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    heading: 'The one cookie we set',
    body: (
      <p>
        When you sign in we set a single session cookie so that the site remembers you between
        pages. It is marked HttpOnly and Secure, cannot be read by scripts, and is removed when you
        log out or the session expires.
      </p>
    ),
  },
  {
    heading: 'Local storage',
    body: (
      <ul>
        <li>
          <strong>Your cart</strong> is kept in your browser’s local storage, so it is still there
          when you come back.
        </li>
        <li>
          <strong>An offline cache</strong> of pages and the catalog lets the site open without a
          connection once you have visited it.
        </li>
      </ul>
    ),
  },
  {
    heading: 'No advertising trackers',
    body: (
      <p>
        We do not use advertising cookies, tracking pixels or third-party analytics. At checkout,
        Stripe may set its own cookies to prevent card fraud.
      </p>
    ),
  },
  {
    heading: 'Clearing it',
    body: (
      <p>
        You can clear cookies and site data from your browser’s settings at any time. Doing so signs
        you out and empties your cart.
      </p>
    ),
  },
]

export function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={<p>A short list, because we keep it short on purpose.</p>}
      sections={sections}
    />
  )
}
