import { brand } from '#core/brand'
import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> username, name, email address and a securely hashed
          password.
        </li>
        <li>
          <strong>Orders:</strong> the items you buy, totals, and the shipping address and contact
          details you give at checkout.
        </li>
        <li>
          <strong>Donations:</strong> the amount, whether it is one-time or monthly, and the name
          and email for your tax receipt.
        </li>
        <li>
          <strong>Volunteer and program applications:</strong> the details you type into those
          forms, so our team can reply.
        </li>
        <li>
          <strong>Mailing lists:</strong> your email address (and name, when you give it) for the
          newsletter, mailing list or waitlist you join.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Children’s privacy',
    body: (
      <>
        <p>
          Our workshops are for children, but this site is for the adults around them. In line with
          the Children’s Online Privacy Protection Act (COPPA), we do not knowingly collect personal
          data from children under 13. Parents, guardians and educators hold the accounts and fill
          in the forms.
        </p>
        <p>
          A program application asks for a child’s first name and grade only so that we can place
          them in the right workshop. If you believe a child has given us personal data, write to us
          and we will delete it.
        </p>
      </>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <p>
        Card payments are processed by Stripe. Your card number goes straight from your browser to
        Stripe and never touches our servers; we only keep the payment’s status and amount.
      </p>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        We use your data to ship orders, send receipts, answer applications and send the updates you
        asked for. We never sell or rent it, and we share it only with the services that help us do
        those things (payment processing and email delivery).
      </p>
    ),
  },
  {
    heading: 'Your choices',
    body: (
      <p>
        Every email we send has an unsubscribe link. You can ask us at any time for a copy of your
        data, to correct it, or to delete your account.
      </p>
    ),
  },
]

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          {brand.name} keeps only what it needs to run workshops, ship orders and thank donors. This
          page explains what that is and what we do with it.
        </p>
      }
      sections={sections}
    />
  )
}
