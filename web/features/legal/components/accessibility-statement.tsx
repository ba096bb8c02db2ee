import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { BarrierReportForm } from './barrier-report-form'
import { LegalPage, type LegalSection } from './legal-page'

/** The day this statement last changed (November 29, 2026). */
const statementUpdated = new Date(2026, 10, 29)

const sections: LegalSection[] = [
  {
    key: 'goal',
    heading: m.content_accessibility_goal_title,
    body: () => <p>{m.content_accessibility_goal_text()}</p>,
  },
  {
    key: 'checks',
    heading: m.content_accessibility_checks_title,
    body: () => (
      <ul>
        <li>{m.content_accessibility_checks_automatic()}</li>
        <li>{m.content_accessibility_checks_journeys()}</li>
        <li>{m.content_accessibility_checks_measured()}</li>
      </ul>
    ),
  },
  {
    key: 'limits',
    heading: m.content_accessibility_limits_title,
    body: () => (
      <ul>
        <li>{m.content_accessibility_limits_payments()}</li>
        <li>{m.content_accessibility_limits_files()}</li>
      </ul>
    ),
  },
  {
    key: 'report-a-barrier',
    labels: true,
    heading: m.content_accessibility_report_title,
    body: () => (
      <>
        <p>{m.content_accessibility_report_lead()}</p>
        <div className={css({ mt: '6' })}>
          <BarrierReportForm headingId="report-a-barrier" />
        </div>
      </>
    ),
  },
]

/** /accessibility (issue 35): the conformance target, how it is checked, gaps, and a report form. */
export function AccessibilityStatement() {
  return (
    <LegalPage
      title={m.content_accessibility_title()}
      intro={<p>{m.content_accessibility_intro({ name: brand.name })}</p>}
      sections={sections}
      updated={statementUpdated}
    />
  )
}
