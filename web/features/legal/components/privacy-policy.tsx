import { Link } from '@tanstack/react-router'
import { brand } from '#core/brand'
import { retentionDays as days } from '#core/retention'
import { m } from '#i18n/messages'
import { LegalPage, type LegalSection } from './legal-page'

/** The day this page last changed (retention periods and the ways to see or delete your data): November 29, 2026. */
const privacyUpdated = new Date(2026, 10, 29)

/** What we collect: each kind of data, named in bold, then what it is. */
const collected = [
  { key: 'account', label: m.content_privacy_account_label, text: m.content_privacy_account_text },
  { key: 'orders', label: m.content_privacy_orders_label, text: m.content_privacy_orders_text },
  {
    key: 'donations',
    label: m.content_privacy_donations_label,
    text: m.content_privacy_donations_text,
  },
  {
    key: 'applications',
    label: m.content_privacy_applications_label,
    text: m.content_privacy_applications_text,
  },
  {
    key: 'storytelling',
    label: m.content_privacy_storytelling_label,
    text: m.content_privacy_storytelling_text,
  },
  {
    key: 'community',
    label: m.content_privacy_community_label,
    text: m.content_privacy_community_text,
  },
  { key: 'mailing', label: m.content_privacy_mailing_label, text: m.content_privacy_mailing_text },
]

/** Who receives any of it, and for what. */
const shared = [
  { key: 'payments', text: m.content_privacy_shared_stripe },
  { key: 'email', text: m.content_privacy_shared_email },
  { key: 'storage', text: m.content_privacy_shared_storage },
]

/** How long each kind of data is kept: the sweep's own periods (core/retention.ts). */
const kept = [
  {
    key: 'story',
    text: () =>
      m.content_privacy_keep_story({ days: days.storyAfterDelivery, maxDays: days.storyAtMost }),
  },
  {
    key: 'applications',
    text: () => m.content_privacy_keep_applications({ days: days.closedApplication }),
  },
  { key: 'signups', text: () => m.content_privacy_keep_signups({ days: days.unconfirmedSignup }) },
  { key: 'emails', text: () => m.content_privacy_keep_emails({ days: days.sentEmail }) },
  { key: 'sign-in', text: () => m.content_privacy_keep_sign_in({ days: days.signIn }) },
  { key: 'forum', text: () => m.content_privacy_keep_forum({ days: days.deletedForumItem }) },
  {
    key: 'requests',
    text: () => m.content_privacy_keep_requests({ days: days.answeredPrivacyRequest }),
  },
  { key: 'records', text: m.content_privacy_keep_records },
]

/** A sentence, then the list it introduces. */
function IntroducedList({
  intro,
  items,
}: {
  intro: string
  items: { key: string; text: () => string }[]
}) {
  return (
    <>
      <p>{intro}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>{item.text()}</li>
        ))}
      </ul>
    </>
  )
}

const sections: LegalSection[] = [
  {
    key: 'collect',
    heading: m.content_privacy_collect_title,
    body: () => (
      <ul>
        {collected.map((item) => (
          <li key={item.key}>
            <strong>{item.label()}</strong> {item.text()}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'children',
    heading: m.content_privacy_children_title,
    body: () => (
      <>
        <p>{m.content_privacy_children_coppa()}</p>
        <p>{m.content_privacy_children_application()}</p>
      </>
    ),
  },
  {
    key: 'payments',
    heading: m.content_privacy_payments_title,
    body: () => <p>{m.content_privacy_payments_text()}</p>,
  },
  {
    key: 'keep',
    heading: m.content_privacy_keep_title,
    body: () => <IntroducedList intro={m.content_privacy_keep_intro()} items={kept} />,
  },
  {
    key: 'use',
    heading: m.content_privacy_use_title,
    body: () => <IntroducedList intro={m.content_privacy_use_text()} items={shared} />,
  },
  {
    key: 'choices',
    heading: m.content_privacy_choices_title,
    body: () => (
      <>
        <p>{m.content_privacy_choices_text()}</p>
        <p>
          {m.content_privacy_choices_no_account()}{' '}
          <Link to="/privacy-request">{m.content_privacy_choices_request_link()}</Link>
        </p>
      </>
    ),
  },
]

export function PrivacyPolicy() {
  return (
    <LegalPage
      title={m.content_privacy_title()}
      intro={<p>{m.content_privacy_intro({ name: brand.name })}</p>}
      sections={sections}
      updated={privacyUpdated}
    />
  )
}
