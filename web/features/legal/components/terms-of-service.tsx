import { Link } from '@tanstack/react-router'
import { brand } from '#core/brand'
import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    heading: 'Using this site',
    body: (
      <p>
        You may browse, shop, donate and take part in our community for personal and classroom use.
        Please keep your account details private; you are responsible for what happens under your
        account. Accounts are for adults: parents, guardians and educators.
      </p>
    ),
  },
  {
    heading: 'Orders and returns',
    body: (
      <ul>
        <li>Prices are in US dollars. Standard shipping is free on orders of $50 or more.</li>
        <li>
          Card payments are processed by Stripe; we confirm your order once the payment succeeds.
        </li>
        <li>
          Unused items can be returned within 30 days of delivery for a full refund. Digital
          storytelling products can be refunded until work on them begins.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Donations',
    body: (
      <p>
        {brand.name} is a 501(c)(3) nonprofit, so your donation is tax-deductible to the extent the
        law allows; we email a receipt for every gift. Monthly gifts can be canceled at any time by
        writing to us.
      </p>
    ),
  },
  {
    heading: 'Community guidelines',
    body: (
      <p>
        Be kind, stay on topic and never share a child’s personal details in the forum. We may
        remove posts that break these rules.
      </p>
    ),
  },
  {
    heading: 'Your privacy',
    body: (
      <p>
        How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>{' '}
        and <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
]

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you use the {brand.name} web site, buy from our store or make a
          donation. They are written to be read, not skimmed past.
        </p>
      }
      sections={sections}
    />
  )
}
